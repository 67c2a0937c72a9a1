import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbar } from './Snackbar.tsx';

describe('Snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces its message in a polite status region', () => {
    render(<Snackbar open message="Class created" onClose={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Class created');
  });

  it.each([
    { when: 'after 5 s by default', autoHideDuration: undefined, hidesAfter: 5000 },
    { when: 'after the configured duration', autoHideDuration: 6000, hidesAfter: 6000 },
  ])('hides $when', ({ autoHideDuration, hidesAfter }) => {
    const onClose = vi.fn();
    render(<Snackbar open message="Class created" autoHideDuration={autoHideDuration} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(hidesAfter - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('stays with autoHideDuration null and closes with its close button', () => {
    const onClose = vi.fn();
    render(<Snackbar open message="Saved" autoHideDuration={null} closeLabel="Close" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
  });

  it('keeps the live region but no message while closed', () => {
    render(<Snackbar open={false} message="Class created" onClose={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
