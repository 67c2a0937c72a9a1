import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('TextField', () => {
  it('labels the input and describes it with the helper text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Entity ID" placeholder="Enter assessment or resource ID" helperText="Required" required onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Entity ID' });
    expect(input.getAttribute('placeholder')).toBe('Enter assessment or resource ID');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedText(input)).toBe('Required');
    await user.type(input, 'a1');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('marks an error with aria-invalid and reads the error after the helper', () => {
    render(<TextField label="Title" helperText="Shown to students" error="Title is required" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Shown to students | Title is required');
  });

  it('renders a multiline textarea', () => {
    render(<TextField label="Description" multiline rows={5} />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('5');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Search" hideLabel type="search" placeholder="Search assessments..." />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });
});
