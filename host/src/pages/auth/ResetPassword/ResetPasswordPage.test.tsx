import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AuthServiceError } from '@assess/core';
import { fakeServices, signInAs } from '../../../testing/fake-services.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { RESET_CONTINUE_MS } from './ResetPasswordPage.tsx';

afterEach(() => vi.useRealTimers());

describe('ResetPasswordPage', () => {
  it('says an invalid link is invalid, that links expire after 24 hours, and links to /forgot-password and /login', async () => {
    renderApp('/auth/reset-password');
    expect(screen.getByRole('status').textContent).toContain('Verifying');
    expect((await screen.findByRole('alert')).textContent).toBe('Reset link appears invalid. Please request a new password reset.');
    expect(document.body.textContent).toContain('Password reset links expire after 24 hours.');
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('checks the new password, updates it and continues to the dashboard after 2 s', async () => {
    const services = fakeServices();
    services.auth.prepareResetPassword.mockResolvedValue({ status: 'valid', mode: 'session' });
    services.auth.updatePassword.mockImplementation(async () => {
      signInAs();
      return {} as never;
    });
    const user = userEvent.setup();
    const app = renderApp('/auth/reset-password?code=abc', services);
    const password = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    await user.type(password, 'abcdefgh');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'abcdefgh');
    expect(screen.getByText(/Must contain at least one uppercase letter/).textContent).toContain('(not met)');
    expect(screen.getByText(/Must be at least 8 characters long/).textContent).toContain('(met)');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Password does not meet security requirements');
    await user.clear(password);
    await user.type(password, 'Abcdefg1');
    expect(screen.getByText('Password strength: Good')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Abcdefg1');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await act(async () => {});
    expect(services.auth.updatePassword).toHaveBeenCalledWith('Abcdefg1');
    expect(screen.getByRole('button', { name: 'Continue Now' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(RESET_CONTINUE_MS - 1));
    expect(app.path()).toBe('/auth/reset-password?code=abc');
    await act(async () => vi.advanceTimersByTime(1));
    expect(app.path()).toBe('/dashboard');
  });

  it('sets the password from a recovery token and goes to /login when no session was granted', async () => {
    const services = fakeServices();
    services.auth.prepareResetPassword.mockResolvedValue({ status: 'valid', mode: 'token', tokenHash: 'pkce_abcdefghijklmnopqrstu' });
    const user = userEvent.setup();
    const app = renderApp('/auth/reset-password?token_hash=pkce_abcdefghijklmnopqrstu&type=recovery', services);
    await user.type(await screen.findByLabelText(/^New Password/, { selector: 'input' }), 'Abcdefg1!');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Now' }));
    expect(services.auth.resetPasswordWithToken).toHaveBeenCalledWith('pkce_abcdefghijklmnopqrstu', 'Abcdefg1!');
    expect(app.path()).toBe('/login');
  });

  it('says a token link already used or expired is spent when the password is set, and offers a new one', async () => {
    const services = fakeServices();
    services.auth.prepareResetPassword.mockResolvedValue({ status: 'valid', mode: 'token', tokenHash: 'pkce_abcdefghijklmnopqrstu' });
    services.auth.resetPasswordWithToken.mockRejectedValue(new AuthServiceError(AUTH_MESSAGES.resetTokenInvalid, { code: 'otp_expired', status: 403 }));
    const user = userEvent.setup();
    renderApp('/auth/reset-password?token_hash=pkce_abcdefghijklmnopqrstu&type=recovery', services);
    await user.type(await screen.findByLabelText(/^New Password/, { selector: 'input' }), 'Abcdefg1!');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Invalid Reset Link');
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired reset token. Please request a new password reset.');
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('keeps the form, and the link, when the password is refused', async () => {
    const services = fakeServices();
    services.auth.prepareResetPassword.mockResolvedValue({ status: 'valid', mode: 'token', tokenHash: 'pkce_abcdefghijklmnopqrstu' });
    services.auth.resetPasswordWithToken.mockRejectedValueOnce(new AuthServiceError('New password must be different from your current password', { code: 'same_password', status: 422 }));
    const user = userEvent.setup();
    renderApp('/auth/reset-password?token_hash=pkce_abcdefghijklmnopqrstu&type=recovery', services);
    await user.type(await screen.findByLabelText(/^New Password/, { selector: 'input' }), 'Abcdefg1!');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('New password must be different from your current password');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
  });
});
