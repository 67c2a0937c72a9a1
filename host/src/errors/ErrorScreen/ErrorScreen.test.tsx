import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '../../site/contact.ts';
import { AppErrorBoundary } from '../AppErrorBoundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('the app-wide error screen', () => {
  it('replaces a failed render with the error text, a refresh link and the support contact', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByText('The application encountered an unexpected error. Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Refresh the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
