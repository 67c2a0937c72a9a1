import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/fake-services.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';

describe('Help', () => {
  it('is the product’s own help: submitting, marks, regrades and contact, not a placeholder', async () => {
    signInAs();
    renderApp('/dashboard/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & Support' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Submitting your work', 'How marks work', 'Asking for a regrade', 'Contact']);
    expect(screen.queryByText('This component is currently being implemented.')).toBeNull();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });
});
