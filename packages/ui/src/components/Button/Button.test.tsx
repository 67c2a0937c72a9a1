import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './Button.tsx';

describe('Button', () => {
  it('is a plain button (not a form submit) by default and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Refresh</Button>);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives each variant and size its own classes', () => {
    const names = new Set(
      (['primary', 'secondary', 'outlined', 'text', 'danger'] as const).map((variant) => buttonClassName({ variant })),
    );
    expect(names.size).toBe(5);
    expect(buttonClassName({ size: 'sm' })).not.toBe(buttonClassName({ size: 'lg' }));
    expect(buttonClassName({ fullWidth: true })).not.toBe(buttonClassName());
  });

  it('while loading is busy, stays focusable and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Uploading...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Uploading...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not call onClick when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form when given type submit', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit">Submit Assessment</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
