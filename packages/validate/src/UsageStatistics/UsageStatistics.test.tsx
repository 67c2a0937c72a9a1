import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { UsageStatistics } from './UsageStatistics.tsx';

it('shows 10 remaining before data, the count and a bar after, Unlimited for a limit of 0, and a failed check', () => {
  const { rerender } = render(<UsageStatistics usage={null} />);
  expect(screen.getByTestId('remaining-validations').textContent).toBe('10');
  expect(screen.queryByRole('progressbar')).toBeNull();

  rerender(<UsageStatistics usage={{ used: 14, limit: 15, limitReached: false }} />);
  expect(screen.getByTestId('remaining-validations').textContent).toBe('1');
  const bar = screen.getByRole('progressbar', { name: 'Validations used today' });
  expect(bar.getAttribute('aria-valuetext')).toBe('14 / 15');

  rerender(<UsageStatistics usage={{ used: 40, limit: 0, limitReached: false }} />);
  expect(screen.getByTestId('remaining-validations').textContent).toBe('Unlimited');
  expect(screen.getByText('Used today: 40 / Unlimited')).toBeTruthy();

  rerender(<UsageStatistics usage={null} failed />);
  expect(screen.getByText('Failed to check usage limits')).toBeTruthy();
  expect(screen.getByTestId('remaining-validations').textContent).toBe('10');
});
