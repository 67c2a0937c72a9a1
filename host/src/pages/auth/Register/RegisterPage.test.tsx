import { AuthServiceError } from '@assess/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountAfterTheTerms } from '../../../testing/create-account.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { REGISTRATION_REDIRECT_MS } from './RegisterPage.tsx';

afterEach(() => vi.useRealTimers());

async function fillStepZero(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
}

describe('RegisterPage', () => {
  it('has the three steps, and step 0 needs first name, last name and email', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    const steps = await screen.findByRole('list', { name: 'Registration steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent?.replace(/^\d/, ''))).toEqual(['Personal Info', 'Account Setup', 'Complete']);
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
  });

  it('checks step 1: matching passwords of at least 8 characters, with the strength meter', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await fillStepZero(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abc');
    expect(screen.getByText('Password strength: Weak')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters long');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'DEFGH1');
    expect(screen.getByText('Password strength: Strong')).toBeTruthy();
  });

  it('needs the terms on step 2, signs up as a student and goes to /login after 3 seconds', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register');
    await fillStepZero(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abcdefg1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await createAccountAfterTheTerms(user);
    expect(app.services.auth.signUp).toHaveBeenCalledWith('ada@example.org', 'Abcdefg1', { firstName: 'Ada', lastName: 'Lovelace', role: 'student' });
    expect(screen.getByText('Registration successful! Please check your email to confirm your account.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS - 1));
    expect(app.path()).toBe('/register');
    await act(async () => vi.advanceTimersByTime(1));
    expect(app.path()).toBe('/login');
    expect(REGISTRATION_REDIRECT_MS).toBe(3000);
  });

  it('shows the sign-up failure text', async () => {
    const user = userEvent.setup();
    const app = renderApp('/register');
    app.services.auth.signUp.mockRejectedValueOnce(new AuthServiceError('This email is already registered. Please try signing in instead.'));
    await fillStepZero(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abcdefg1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already registered. Please try signing in instead.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toBeTruthy();
  });
});
