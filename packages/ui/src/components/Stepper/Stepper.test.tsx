import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper.tsx';

describe('Stepper', () => {
  it('marks the current step and the completed ones', () => {
    render(<Stepper label="Upload & Validate steps" steps={['Basic Information', 'Upload Files', 'Review & Submit']} activeStep={1} />);
    const list = screen.getByRole('list', { name: 'Upload & Validate steps' });
    expect(list.tagName).toBe('OL');
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]?.textContent).toContain('Basic Information (completed)');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(steps[1]?.textContent).toContain('Upload Files');
    expect(steps[0]?.getAttribute('aria-current')).toBeNull();
    expect(steps[2]?.textContent).not.toContain('completed');
  });
});
