import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { LoadFailed } from './LoadFailed.tsx';

test('a failed read says what went wrong in an error alert, and its button reads again', () => {
  const onRetry = vi.fn();
  render(<LoadFailed message="Failed to load files" retryLabel="Retry" onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain('Failed to load files');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
