import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('exposes its value, range and text', () => {
    render(<ProgressBar label="validation" value={3} max={15} valueText="3 of 15 used" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'validation' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('15');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 15 used');
    expect(screen.getByText('20%')).toBeTruthy();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('20%');
  });

  it('clamps values outside the range', () => {
    render(<ProgressBar label="upload" value={140} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar label="Processing" />);
    const bar = screen.getByRole('progressbar', { name: 'Processing' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('aria-busy')).toBe('true');
  });

  it('gives each colour its own class', () => {
    const { container } = render(
      <>
        <ProgressBar label="a" value={50} color="success" />
        <ProgressBar label="b" value={50} color="error" />
      </>,
    );
    const fills = container.querySelectorAll('[role="progressbar"] > div');
    expect(fills[0]?.className).not.toBe(fills[1]?.className);
  });
});
