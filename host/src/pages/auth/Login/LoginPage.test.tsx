import { AuthServiceError } from '@assess/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

/** Opens the sign-in page, with a user to act on it. */
function openSignIn() {
  return { user: userEvent.setup(), app: renderApp('/login') };
}

/** Fills the form as a user does and presses Sign In. */
async function signInWithPassword(user: ReturnType<typeof userEvent.setup>, password: string): Promise<void> {
  await user.type(await screen.findByLabelText(/Email/), 'ada@example.org');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('asks for both email and password', async () => {
    const { user, app } = openSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter both email and password');
    expect(app.services.auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in and goes to /dashboard', async () => {
    const { user, app } = openSignIn();
    await signInWithPassword(user, 'Secret123');
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
    expect(app.services.auth.signIn).toHaveBeenCalledWith('ada@example.org', 'Secret123');
  });

  it('shows the mapped provider message, else Failed to sign in', async () => {
    const { user, app } = openSignIn();
    app.services.auth.signIn.mockRejectedValueOnce(new AuthServiceError('Invalid login credentials', { code: 'invalid_credentials' }));
    await signInWithPassword(user, 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    app.services.auth.signIn.mockRejectedValueOnce(new Error(''));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to sign in'));
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed, and says when it is sent or when to try again', async () => {
    const { user, app } = openSignIn();
    app.services.auth.signIn.mockRejectedValue(new AuthServiceError('Email not confirmed', { code: 'email_not_confirmed' }));
    await signInWithPassword(user, 'Secret123');
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm your email address first. Check your inbox for the confirmation link.');

    app.services.auth.resendConfirmation.mockRejectedValueOnce(
      new AuthServiceError('For security purposes, you can only request this after 42 seconds.', { code: 'over_email_send_rate_limit', status: 429 }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later. You can try again in 42 seconds.'));

    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(app.services.auth.resendConfirmation).toHaveBeenLastCalledWith('ada@example.org');
    expect((await screen.findByRole('status')).textContent).toContain('If ada@example.org is waiting for confirmation, a new link is on its way.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
  });

  it('offers no resend for a wrong password', async () => {
    const { user, app } = openSignIn();
    app.services.auth.signIn.mockRejectedValueOnce(new AuthServiceError('Invalid login credentials', { code: 'invalid_credentials' }));
    await signInWithPassword(user, 'wrong');
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
  });

  it('shows and hides the password and links to /forgot-password and /register', async () => {
    const { user } = openSignIn();
    const password = await screen.findByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('shows Google sign-in failures as Google sign-in failed', async () => {
    const { user, app } = openSignIn();
    app.services.auth.signInWithGoogle.mockRejectedValueOnce(new AuthServiceError('Google sign-in failed. Please try again.'));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Google sign-in failed');
  });

  it('shows a message passed in the navigation state once, then clears it', async () => {
    const app = renderApp({ pathname: '/login', state: { message: 'Registration successful! Please check your email to confirm your account.' } });
    expect((await screen.findByRole('status')).textContent).toContain('Registration successful! Please check your email to confirm your account.');
    await waitFor(() => expect(app.router.state.location.state).toBeNull());
  });
});
