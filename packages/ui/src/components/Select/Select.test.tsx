import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

describe('Select', () => {
  it('is a labelled native select with its options and placeholder', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Status"
        placeholder="All Status"
        options={[{ value: 'pending', label: 'Pending' }, { value: 'graded', label: 'Graded' }, 'rejected']}
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['All Status', 'Pending', 'Graded', 'rejected']);
    fireEvent.change(select, { target: { value: 'graded' } });
    expect(onChange).toHaveBeenCalledWith('graded');
  });

  it('wires its error', () => {
    render(<Select label="Entity Type" options={['assessment']} error="Choose an entity type" />);
    const select = screen.getByRole('combobox', { name: 'Entity Type' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose an entity type');
  });
});
