import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../shared/icons.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('takes its accessible name and tooltip from the label and hides the icon', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Delete" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('title')).toBe('Delete');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty label', () => {
    expect(() =>
      render(
        <IconButton label="  ">
          <CloseIcon />
        </IconButton>,
      ),
    ).toThrow('IconButton needs a label');
  });
});
