import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ElementConfigContext } from './config.ts';
import { ElementHostContext } from './host-context.ts';
import { RouteLink } from './navigation.tsx';

describe('RouteLink and useNavigate', () => {
  it("routes a plain click through the host's onNavigate, and leaves modified clicks to the browser", () => {
    const onNavigate = vi.fn();
    render(
      <ElementConfigContext.Provider value={{ linkBaseUrl: 'https://assess.example/' }}>
        <RouteLink to="/dashboard/assessments" onNavigate={onNavigate}>
          Take an Assessment
        </RouteLink>
      </ElementConfigContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Take an Assessment' });
    expect(link.getAttribute('href')).toBe('https://assess.example/dashboard/assessments');
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('inside an element, sends assess-navigate from the host element; the browser follows the link unless it is cancelled', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const events: unknown[] = [];
    let cancel = true;
    host.addEventListener('assess-navigate', (event) => {
      events.push((event as CustomEvent).detail);
      if (cancel) event.preventDefault();
    });
    render(
      <ElementHostContext.Provider value={host}>
        <RouteLink to="/dashboard" onNavigate={undefined}>
          Dashboard
        </RouteLink>
      </ElementHostContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(fireEvent.click(link)).toBe(false);
    cancel = false;
    expect(fireEvent.click(link)).toBe(true);
    expect(events).toEqual([{ to: '/dashboard' }, { to: '/dashboard' }]);
    host.remove();
  });
});
