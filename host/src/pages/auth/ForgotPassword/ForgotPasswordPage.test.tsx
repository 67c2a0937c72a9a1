import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before sending', async () => {
    const user = userEvent.setup();
    const app = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(app.services.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('shows Email Sent! with Return to Login and Try Different Email', async () => {
    const user = userEvent.setup();
    const app = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Email Sent!' })).toBeTruthy();
    expect(app.services.auth.resetPasswordForEmail).toHaveBeenCalledWith('ada@example.org');
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Try Different Email' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it('allows 3 failed attempts per address in 15 minutes', async () => {
    const user = userEvent.setup();
    const app = renderApp('/forgot-password');
    app.services.auth.resetPasswordForEmail.mockRejectedValue(new Error('Too many attempts. Please try again later.'));
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.org');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await waitFor(() => expect(app.services.auth.resetPasswordForEmail).toHaveBeenCalledTimes(attempt + 1));
    }
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many password reset attempts\. Please try again after .+\.$/);
    expect(app.services.auth.resetPasswordForEmail).toHaveBeenCalledTimes(3);
  });
});
