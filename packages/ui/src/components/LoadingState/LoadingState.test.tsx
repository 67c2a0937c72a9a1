import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './LoadingState.tsx';

describe('LoadingState', () => {
  it('announces what is loading as a busy status', () => {
    render(<LoadingState title="Loading Analytics..." description="Please wait while we analyze your performance data." />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading Analytics...Please wait while we analyze your performance data.');
  });
});
