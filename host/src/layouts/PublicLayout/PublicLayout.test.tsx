import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../site/contact.ts';
import { signInAs } from '../../testing/fake-services.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('PublicLayout', () => {
  it('has Home, Features and Pricing in the bar and Login and Sign Up when signed out', async () => {
    renderApp('/features');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Features' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Theme' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('has the legal links and the contact e-mail in the footer', async () => {
    renderApp('/');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookies');
    expect(within(legal).getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('shows a Dashboard link and the avatar menu (Profile, Dashboard, Logout) when signed in', async () => {
    signInAs();
    const user = userEvent.setup();
    const app = renderApp('/pricing');
    expect((await screen.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const avatar = screen.getByRole('button', { name: /^Account menu/ });
    expect(avatar.textContent).toBe('AL');
    await user.click(avatar);
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Dashboard', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.services.auth.signOut).toHaveBeenCalledTimes(1);
    expect(app.services.api.clearCache).toHaveBeenCalled();
  });
});
