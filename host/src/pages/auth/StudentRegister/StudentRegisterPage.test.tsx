import { AuthServiceError } from '@assess/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountAfterTheTerms } from '../../../testing/create-account.ts';
import { fakeServices } from '../../../testing/fake-services.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { INVITATION_REDIRECT_MS } from './StudentRegisterPage.tsx';

afterEach(() => vi.useRealTimers());

describe('StudentRegisterPage', () => {
  it('verifies the code from the link at once, locks it and the invited e-mail, then registers and goes to /login after 2 s', async () => {
    const user = userEvent.setup();
    const services = fakeServices();
    services.auth.verifyInvitation.mockResolvedValue({ email: 'sam@example.org', student_name: 'Sam Smith' });
    const app = renderApp('/register/student?code=INV-123', services);
    const code = await screen.findByLabelText(/Invitation Code/);
    expect((code as HTMLInputElement).value).toBe('INV-123');
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(app.services.auth.verifyInvitation).toHaveBeenCalledTimes(1);
    expect(app.services.auth.verifyInvitation).toHaveBeenCalledWith('INV-123');
    expect(code.hasAttribute('readonly')).toBe(true);
    expect(email.value).toBe('sam@example.org');
    expect(email.hasAttribute('readonly')).toBe(true);
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Sam');
    await user.type(screen.getByLabelText(/^Password/), 'Abcdefg1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Abcdefg1');
    await createAccountAfterTheTerms(user);
    expect(app.services.auth.signUpWithInvitation).toHaveBeenCalledWith('sam@example.org', 'Abcdefg1', 'INV-123', 'Sam', 'Smith');
    expect(screen.getByText('Registration successful! Redirecting to login...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(INVITATION_REDIRECT_MS - 1));
    expect(app.path()).toBe('/register/student?code=INV-123');
    await act(async () => vi.advanceTimersByTime(1));
    expect(app.path()).toBe('/login');
  });

  it('shows the fields only after a typed code is verified, and says when it is invalid', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register/student');
    app.services.auth.verifyInvitation.mockRejectedValueOnce(new AuthServiceError('Invalid invitation code'));
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await user.type(await screen.findByLabelText(/Invitation Code/), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid invitation code. Please check and try again.');
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.hasAttribute('readonly')).toBe(false);
  });

  it('says a used invitation was already used and offers sign-in instead of calling it invalid', async () => {
    const services = fakeServices();
    services.auth.verifyInvitation.mockRejectedValue(
      new AuthServiceError('This invitation has already been used to create an account. Sign in with that account instead.', { code: 'invitation_used', status: 410 }),
    );
    renderApp('/register/student?code=USED-1', services);
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has already been used to create an account. Sign in with that account instead.');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });
});
