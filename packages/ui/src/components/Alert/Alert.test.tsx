import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert, ALERT_AUTO_DISMISS_MS } from './Alert.tsx';

describe('Alert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-dismisses after 5 s (spec 01 §9)', () => {
    expect(ALERT_AUTO_DISMISS_MS).toBe(5000);
  });

  for (const severity of ['success', 'info', 'warning'] as const) {
    it(`dismisses a ${severity} alert after exactly 5 s and tells the caller`, () => {
      const onClose = vi.fn();
      render(
        <Alert severity={severity} onClose={onClose}>
          Saved
        </Alert>,
      );
      expect(screen.getByRole('status').textContent).toContain('Saved');
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.queryByRole('status')).not.toBeNull();
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  }

  it('keeps an error alert, announced assertively with role alert', () => {
    const onClose = vi.fn();
    render(
      <Alert severity="error" onClose={onClose}>
        Failed to load assessments. Please try again.
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load assessments. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a standing banner when autoDismiss is false', () => {
    render(
      <Alert severity="info" autoDismiss={false}>
        Refreshing reports...
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toContain('Refreshing reports...');
  });

  it('waits while the pointer is over it, then counts 5 s again', () => {
    render(<Alert severity="success">Link copied to clipboard!</Alert>);
    const alert = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(alert);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.mouseLeave(alert);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not restart the countdown when re-rendered with a new onClose', () => {
    const { rerender } = render(
      <Alert severity="info" onClose={() => undefined}>
        Saved
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(3000));
    rerender(
      <Alert severity="info" onClose={() => undefined}>
        Saved
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its labelled close button and shows its title and action', () => {
    const onClose = vi.fn();
    render(
      <Alert
        severity="error"
        title="Usage Limit Reached"
        closeLabel="Close"
        onClose={onClose}
        action={<button type="button">Try Again</button>}
      >
        You have used all validations for today.
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Usage Limit Reached');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
