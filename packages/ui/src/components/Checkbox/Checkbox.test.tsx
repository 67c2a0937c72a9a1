import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles from its label and is described by its helper text', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Generate weak-areas PDF" defaultChecked helperText="A PDF of the topics to revise" />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Generate weak-areas PDF' });
    expect(checkbox.checked).toBe(true);
    await user.click(screen.getByText('Generate weak-areas PDF'));
    expect(checkbox.checked).toBe(false);
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A PDF of the topics to revise',
    );
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="Select all" indeterminate />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' }).indeterminate).toBe(true);
  });
});
