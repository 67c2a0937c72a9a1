import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ElementConfigContext } from '../../element/config.ts';
import { Screen, ScreenHeader } from './Screen.tsx';

test('a screen header shows the trail, the one h1, the subtitle and the actions; a crumb click goes to the host router', () => {
  const onNavigate = vi.fn();
  render(
    <Screen aria-label="Reports">
      <ScreenHeader
        title="Class Report"
        subtitle="Year 9"
        trail={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Class' }]}
        actions={<button type="button">Refresh</button>}
        onNavigate={onNavigate}
      />
    </Screen>,
  );
  expect(screen.getByRole('region', { name: 'Reports' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Class Report' })).toBeTruthy();
  expect(screen.getByText('Year 9')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard' });
});

test('without a trail there is no breadcrumb', () => {
  render(<ScreenHeader title="My Files" />);
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('inside an element with a link base URL, a crumb shows its address there and still routes by the product route', () => {
  const onNavigate = vi.fn();
  render(
    <ElementConfigContext.Provider value={{ linkBaseUrl: 'https://portal.example/app' }}>
      <ScreenHeader title="Upload & Validate" trail={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Validation' }]} onNavigate={onNavigate} />
    </ElementConfigContext.Provider>,
  );
  const crumb = screen.getByRole('link', { name: 'Dashboard' });
  expect(crumb.getAttribute('href')).toBe('https://portal.example/app/dashboard');
  fireEvent.click(crumb);
  expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard' });
});
