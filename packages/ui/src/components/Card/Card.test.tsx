import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('labels a section with its title heading', () => {
    render(
      <Card as="section" title="Total Assessments" subtitle="All time" actions={<button type="button">View</button>}>
        12
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Total Assessments' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Total Assessments' })).toBeTruthy();
    expect(region.textContent).toContain('All time');
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
  });

  it('uses the heading level it is given', () => {
    render(<Card title="Classes" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Classes' })).toBeTruthy();
  });
});
