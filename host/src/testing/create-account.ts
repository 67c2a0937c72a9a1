import { act, fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Presses Create Account before the terms are ticked (refused, saying why), then ticks them and presses it again with
 * fake timers on, so that the test can step through the redirect that follows a sign-up.
 */
export async function createAccountAfterTheTerms(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByRole('alert').textContent).toBe('You must agree to the terms and conditions');
  await user.click(screen.getByRole('checkbox'));
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await act(async () => {});
}
