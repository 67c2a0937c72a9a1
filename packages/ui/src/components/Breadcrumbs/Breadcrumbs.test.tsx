import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('is a labelled navigation whose last item is the current page', () => {
    render(<Breadcrumbs items={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Reports' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('Reports').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('hands plain clicks to onNavigate and leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    render(
      <Breadcrumbs
        onNavigate={onNavigate}
        items={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Validation' }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/dashboard', expect.anything());
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
