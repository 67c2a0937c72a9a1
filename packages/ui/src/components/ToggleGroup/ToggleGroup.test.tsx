import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GridIcon, ListIcon } from '../shared/icons.tsx';
import { ToggleGroup } from './ToggleGroup.tsx';

describe('ToggleGroup', () => {
  it('presses exactly one option in an exclusive group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function View() {
      const [view, setView] = useState<'grid' | 'list'>('grid');
      return (
        <ToggleGroup
          label="View"
          value={view}
          onChange={(next) => {
            onChange(next);
            setView(next);
          }}
          options={[
            { value: 'grid', label: 'Grid view', icon: <GridIcon />, iconOnly: true },
            { value: 'list', label: 'List view', icon: <ListIcon />, iconOnly: true },
          ]}
        />
      );
    }
    render(<View />);
    expect(screen.getByRole('group', { name: 'View' })).toBeTruthy();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAttribute('aria-pressed')).toBe('false');
    await user.click(list);
    expect(onChange).toHaveBeenCalledWith('list');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(list.getAttribute('aria-pressed')).toBe('true');
    await user.click(list);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles each option of a multiple group and keeps the options order', async () => {
    const user = userEvent.setup();
    function Filters() {
      const [value, setValue] = useState<string[]>(['correct', 'partial', 'incorrect']);
      return (
        <ToggleGroup
          multiple
          label="Filter questions"
          value={value}
          onChange={setValue}
          options={[
            { value: 'correct', label: 'Correct' },
            { value: 'partial', label: 'Partial' },
            { value: 'incorrect', label: 'Incorrect' },
          ]}
        />
      );
    }
    render(<Filters />);
    const [correct, partial, incorrect] = ['Correct', 'Partial', 'Incorrect'].map((name) => screen.getByRole('button', { name }));
    for (const button of [correct, partial, incorrect]) expect(button?.getAttribute('aria-pressed')).toBe('true');
    await user.click(partial as HTMLElement);
    expect(partial?.getAttribute('aria-pressed')).toBe('false');
    expect(correct?.getAttribute('aria-pressed')).toBe('true');
    await user.click(partial as HTMLElement);
    expect(partial?.getAttribute('aria-pressed')).toBe('true');
  });

  it('reports the multiple selection in option order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ToggleGroup
        multiple
        label="Filter"
        value={['incorrect']}
        onChange={onChange}
        options={[
          { value: 'correct', label: 'Correct' },
          { value: 'incorrect', label: 'Incorrect' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    expect(onChange).toHaveBeenCalledWith(['correct', 'incorrect']);
  });
});
