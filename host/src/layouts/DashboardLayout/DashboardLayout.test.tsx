import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../testing/match-media.ts';
import { fakeServices, signInAs, testUser } from '../../testing/fake-services.ts';
import { ServicesProvider } from '../../services/ServicesContext.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { renderApp } from '../../testing/render-app.tsx';

describe('DashboardLayout', () => {
  it('lists Dashboard, the LEARNING group and the ANALYTICS group in the drawer', async () => {
    signInAs();
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Assessments', '/dashboard/assessments'],
      ['Upload & Validate', '/dashboard/validation'],
      ['My Files', '/dashboard/files'],
      ['My Reports', '/dashboard/reports'],
      ['Analytics', '/dashboard/analytics'],
    ]);
    expect(within(nav).getByRole('list', { name: 'LEARNING' })).toBeTruthy();
    expect(within(nav).getByRole('list', { name: 'ANALYTICS' })).toBeTruthy();
  });

  it('keeps the drawer open beside the content on wide screens until it is hidden', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/dashboard/files');
    const drawer = await screen.findByRole('complementary', { name: 'Navigation' });
    expect(drawer.dataset.variant).toBe('persistent');
    expect(drawer.hidden).toBe(false);
    await user.click(within(drawer).getByRole('link', { name: 'My Reports' }));
    expect(drawer.hidden).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(drawer.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(drawer.hidden).toBe(false);
  });

  it('makes the drawer temporary on narrow screens: closed, opened by the button, closed after a choice', async () => {
    installMatchMedia({ width: 390, prefersDark: false });
    signInAs();
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Open navigation' });
    const drawer = document.getElementById('dashboard-drawer') as HTMLElement;
    expect(drawer.dataset.variant).toBe('temporary');
    expect(drawer.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(drawer.hidden).toBe(false);
    expect(screen.getByTestId('drawer-backdrop')).toBeTruthy();
    await user.click(within(drawer).getByRole('link', { name: 'My Files' }));
    await waitFor(() => expect(app.path()).toBe('/dashboard/files'));
    // The router's location moves first; the page is shown once the screen's code has arrived.
    await screen.findByRole('heading', { level: 1, name: 'My Files' });
    expect(drawer.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(document.activeElement?.textContent).toBe('Dashboard');
    await user.keyboard('{Escape}');
    expect(drawer.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open navigation' }));
  });

  it('shows breadcrumbs from Dashboard and a back button to /dashboard', async () => {
    signInAs();
    const user = userEvent.setup();
    const app = renderApp('/dashboard/school/members');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'School', 'Members']);
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
  });

  it('offers Profile, Settings, the public links and Logout in the avatar menu', async () => {
    signInAs(testUser({}, 'grace@example.org'));
    const user = userEvent.setup();
    const app = renderApp('/dashboard/analytics');
    const avatar = await screen.findByRole('button', { name: /^Account menu/ });
    expect(avatar.textContent).toBe('G');
    await user.click(avatar);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Home', 'Features', 'Pricing', 'Logout']);
    expect(items[1]?.getAttribute('href')).toBe('/dashboard/settings');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(avatar);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
  });
});

describe('DashboardLayout while a screen loads', () => {
  it('keeps the page and shows a loading bar until the screen’s code arrives', async () => {
    signInAs();
    let arrive: (component: { Component: () => React.ReactElement }) => void = () => undefined;
    const routes = [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'slow', lazy: () => new Promise<{ Component: () => React.ReactElement }>((resolve) => (arrive = resolve)) },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(
      <ServicesProvider services={fakeServices()}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
    void router.navigate('/dashboard/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    arrive({ Component: () => <p>Slow screen</p> });
    expect(await screen.findByText('Slow screen')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull();
    expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false);
  });
});
