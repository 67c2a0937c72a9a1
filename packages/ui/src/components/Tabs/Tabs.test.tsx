import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { value: 'overview', label: 'Overview', content: 'Overview panel' },
  { value: 'subject', label: 'Subject Progress', disabled: true, content: 'Subject panel' },
  { value: 'recommendations', label: 'Recommendations', content: 'Recommendations panel' },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    render(<Tabs label="Analytics sections" items={items} />);
    const tablist = screen.getByRole('tablist', { name: 'Analytics sections' });
    expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(overview.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Recommendations' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel.textContent).toBe('Overview panel');
    expect(overview.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Recommendations panel')).toBeNull();
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Analytics sections" items={items} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    const recommendations = screen.getByRole('tab', { name: 'Recommendations' });
    expect(document.activeElement).toBe(recommendations);
    expect(recommendations.getAttribute('aria-selected')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('recommendations');
    expect(screen.getByRole('tabpanel').textContent).toBe('Recommendations panel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(recommendations);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(recommendations);
  });

  it('does not select a disabled tab by click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Analytics sections" items={items} onChange={onChange} />);
    const subject = screen.getByRole('tab', { name: 'Subject Progress' });
    expect(subject.hasAttribute('disabled')).toBe(true);
    await user.click(subject);
    expect(onChange).not.toHaveBeenCalled();
    expect(subject.getAttribute('aria-selected')).toBe('false');
  });

  it('can be controlled and shows badges in the tab name', () => {
    function Controlled() {
      const [value, setValue] = useState('jobs');
      return (
        <Tabs
          label="Reports"
          value={value}
          onChange={setValue}
          items={[
            { value: 'reports', label: 'My Reports', badge: 3, content: 'list' },
            { value: 'jobs', label: 'Pending Jobs', badge: 1, content: 'jobs' },
          ]}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Pending Jobs 1' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'My Reports 3' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('list');
  });

  it('uses up and down arrows when vertical', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" orientation="vertical" items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recommendations' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recommendations' }));
  });
});
