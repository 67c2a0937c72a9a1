import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { fakeServices, signInAs } from '../../../testing/fake-services.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EMAIL_CONFIRMED_TEXT, LINK_USED_HELP } from '../shared/texts.ts';

afterEach(() => vi.useRealTimers());

describe('AuthCallbackPage', () => {
  it('shows an error and goes to /login after 3 s', async () => {
    vi.useFakeTimers();
    const services = fakeServices();
    services.auth.handleAuthCallback.mockResolvedValue({ status: 'error', message: 'Authentication failed. Please try again.', redirectTo: '/login', delayMs: 3000 });
    const app = renderApp('/auth/callback?error=access_denied', services);
    expect(screen.getByRole('status').textContent).toContain('Completing sign-in...');
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Authentication failed. Please try again.');
    act(() => vi.advanceTimersByTime(2999));
    expect(app.path()).toBe('/auth/callback?error=access_denied');
    await act(async () => vi.advanceTimersByTime(1));
    expect(app.path()).toBe('/login');
  });

  it('confirms an e-mail and goes to /dashboard after 2 s', async () => {
    vi.useFakeTimers();
    const services = fakeServices();
    services.auth.handleAuthCallback.mockResolvedValue({ status: 'success', kind: 'confirmed', session: {} as Session, redirectTo: '/dashboard', delayMs: 2000 });
    const app = renderApp('/auth/callback?code=abc', services);
    await act(async () => {});
    expect(screen.getByText(EMAIL_CONFIRMED_TEXT)).toBeTruthy();
    // The exchanged code signed the user in.
    act(() => signInAs());
    await act(async () => vi.advanceTimersByTime(2000));
    expect(app.path()).toBe('/dashboard');
  });

  it('says a used or expired link is spent and offers sign-in or a new sign-up, staying on the page', async () => {
    vi.useFakeTimers();
    const services = fakeServices();
    services.auth.handleAuthCallback.mockResolvedValue({ status: 'link-used', message: 'This link has already been used or has expired.' });
    const app = renderApp('/auth/callback?token_hash=pkce_abc&type=signup', services);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Link already used or expired');
    expect(screen.getByRole('alert').textContent).toBe('This link has already been used or has expired.');
    expect(screen.getByText(LINK_USED_HELP)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(app.path()).toBe('/auth/callback?token_hash=pkce_abc&type=signup');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    act(() => screen.getByRole('link', { name: 'Sign Up Again' }).click());
    expect(app.path()).toBe('/register');
  });

  it('forwards a recovery link to the reset page at once', async () => {
    const services = fakeServices();
    services.auth.handleAuthCallback.mockResolvedValue({ status: 'recovery', redirectTo: '/auth/reset-password?access_token=a&refresh_token=r&type=recovery', delayMs: 0 });
    const app = renderApp('/auth/callback#access_token=a&refresh_token=r&type=recovery', services);
    await act(async () => {});
    expect(app.path()).toBe('/auth/reset-password?access_token=a&refresh_token=r&type=recovery');
    expect(services.auth.handleAuthCallback).toHaveBeenCalledTimes(1);
  });
});
