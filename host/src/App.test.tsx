import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { fakeServices } from './testing/fake-services.ts';

describe('App', () => {
  it('routes the current address and shows configuration issues above the app', async () => {
    window.history.replaceState(null, '', '/pricing');
    render(<App services={fakeServices()} warnings={['/config.json could not be loaded.']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(screen.getByText(/^The app started with some configuration issues: \/config\.json could not be loaded\./)).toBeTruthy();
  });
});
