import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chip, type ChipColor } from './Chip.tsx';

describe('Chip', () => {
  it('gives every colour its own class', () => {
    const colors: ChipColor[] = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'];
    const { container } = render(
      <>
        {colors.map((color) => (
          <Chip key={color} color={color}>
            {color}
          </Chip>
        ))}
      </>,
    );
    const classNames = Array.from(container.children).map((chip) => chip.className);
    expect(new Set(classNames).size).toBe(colors.length);
  });

  it('is removable with a labelled button', () => {
    const onRemove = vi.fn();
    render(<Chip onRemove={onRemove}>PDF</Chip>);
    fireEvent.click(screen.getByRole('button', { name: 'Remove PDF' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no button unless removable', () => {
    render(<Chip color="success">graded</Chip>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('graded')).toBeTruthy();
  });
});
