import { $role, $roleKnown, $session } from '@assess/core';
import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_TEXT } from '../pages/Placeholder/texts.ts';
import { signInAs } from '../testing/fake-services.ts';
import { renderApp } from '../testing/render-app.tsx';
import { MOUNTED_SCREENS } from '../screens/mounted-screens.tsx';
import { DASHBOARD_SCREENS } from './dashboard-screens.ts';
import { appRoutes } from './routes.tsx';

const PUBLIC_PAGES = [
  ['/', 'AI-assisted assessment that gives teachers their time back'],
  ['/features', 'Features'],
  ['/pricing', 'Pricing'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
] as const;

describe('routes', () => {
  it.each(PUBLIC_PAGES)('shows the public page %s to everyone', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('sends unknown paths to /', async () => {
    const app = renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: PUBLIC_PAGES[0][1] });
    expect(app.path()).toBe('/');
  });

  it('shows brief loading text on a protected route while the session loads, then goes to /login', async () => {
    $session.set({ status: 'loading', session: null, user: null });
    const app = renderApp('/dashboard/profile');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(app.path()).toBe('/dashboard/profile');
    act(() => $session.set({ status: 'signed-out', session: null, user: null }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(app.path()).toBe('/login');
  });

  it('shows the dashboard to a signed-in user', async () => {
    signInAs();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
  });

  it.each(['/login', '/register', '/register/student', '/forgot-password'])('sends a signed-in user from %s to /dashboard', async (path) => {
    signInAs();
    const app = renderApp(path);
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
  });

  it.each(['/auth/reset-password', '/auth/callback'])('keeps %s open to a signed-in user', async (path) => {
    signInAs();
    const app = renderApp(path);
    await waitFor(() => expect(app.services.auth.prepareResetPassword.mock.calls.length + app.services.auth.handleAuthCallback.mock.calls.length).toBe(1));
    expect(app.path()).toBe(path);
  });

  it('forwards /reset-password with its query to /auth/reset-password', async () => {
    const app = renderApp('/reset-password?token_hash=pkce_abc&type=recovery');
    await waitFor(() => expect(app.path()).toBe('/auth/reset-password?token_hash=pkce_abc&type=recovery'));
  });

  const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '42');

  const placeholders = DASHBOARD_SCREENS.filter((screen) => !(screen.path in MOUNTED_SCREENS));

  it.each(placeholders.map((screen) => [concrete(screen.path), screen.title]))(
    'shows a placeholder with its title at /dashboard/%s',
    async (path, title) => {
      signInAs();
      const app = renderApp(`/dashboard/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(PLACEHOLDER_TEXT)).toBeTruthy();
      expect(app.path()).toBe(`/dashboard/${path}`);
    },
  );

  it.each([
    ['assessments', 'My Assessments'],
    ['assessments/upload', 'Submit New Assessment'],
    ['assessments/create', 'Create Assessment'],
    ['validation', 'Upload & Validate'],
  ])('mounts the real screen at /dashboard/%s', async (path, title) => {
    signInAs();
    const app = renderApp(`/dashboard/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText(PLACEHOLDER_TEXT)).toBeNull();
    expect(app.path()).toBe(`/dashboard/${path}`);
  });

  it('mounts Assessment Details and reads the submission and student from the query', async () => {
    signInAs();
    $role.set('teacher');
    const app = renderApp('/dashboard/assessments/42?submission=7&student=9');
    expect(await screen.findByText('Loading assessment...')).toBeTruthy();
    expect(screen.queryByText(PLACEHOLDER_TEXT)).toBeNull();
    expect(app.path()).toBe('/dashboard/assessments/42?submission=7&student=9');
  });

  it('opens a report page directly as a teacher only once the role is read, never as a student first', async () => {
    const asked: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    });
    try {
      signInAs();
      renderApp('/dashboard/reports/assessment/42');
      expect(await screen.findByText('Loading reports...')).toBeTruthy();
      expect(asked.filter((url) => url.includes('/reports/'))).toEqual([]);
      act(() => {
        $role.set('teacher');
        $roleKnown.set(true);
      });
      // A teacher's report is found through its submission's student; a student's read would name the signed-in user.
      await waitFor(() => expect(asked.some((url) => url.includes('42'))).toBe(true));
      expect(asked.some((url) => url.includes('/student/user-1/'))).toBe(false);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('opens the details screen from /dashboard/assessments/detail/{id}, keeping the query', async () => {
    signInAs();
    const app = renderApp('/dashboard/assessments/detail/42?submission=7');
    expect(await screen.findByText('Loading assessment...')).toBeTruthy();
    expect(app.path()).toBe('/dashboard/assessments/42?submission=7');
  });

  it('mounts exactly the screens that have arrived and keeps the rest as placeholders', () => {
    expect(Object.keys(MOUNTED_SCREENS).sort()).toEqual([
      'analytics',
      'assessments',
      'assessments/:assessmentId',
      'assessments/create',
      'assessments/detail/:assessmentId',
      'assessments/upload',
      'classes',
      'classes/:classId',
      'classes/create',
      'files',
      'help',
      'management',
      'reports',
      'reports/assessment/:reportId',
      'reports/classes',
      'reports/student/:studentId',
      'reports/students',
      'reports/teacher/:teacherId/class/:classId',
      'reports/teacher/:teacherId/students',
      'settings/subscription',
      'subscription',
      'validation',
    ]);
    expect(placeholders.map((screen) => screen.path)).toContain('profile');
  });

  it('has a route for every path decision 19 and spec 01 §2 list', () => {
    const paths = DASHBOARD_SCREENS.map((screen) => screen.path);
    for (const path of [
      'profile', 'settings', 'school', 'school/members', 'school/settings', 'management', 'classes', 'classes/create',
      'classes/:classId', 'assessments', 'assessments/upload', 'assessments/create', 'assessments/:assessmentId',
      'assessments/detail/:assessmentId', 'validation', 'progress', 'analytics', 'reports', 'files', 'help',
      'subscription', 'settings/subscription',
    ]) {
      expect(paths).toContain(path);
    }
    const titles = DASHBOARD_SCREENS.map((screen) => screen.title);
    for (const title of ['User Profile', 'School Management', 'Member Management', 'School Settings', 'Class Management', 'Create Class', 'Class Details', 'Progress Tracking']) {
      expect(titles).toContain(title);
    }
  });

  it('puts only the home page and sign-in in the first download: every other page and the dashboard load on demand', () => {
    const inFirstDownload: string[] = [];
    const onDemand: string[] = [];
    const visit = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace('//', '/') : parent;
        if (route.lazy) onDemand.push(path);
        else if (!route.children) inFirstDownload.push(path);
        if (route.children) visit(route.children, path);
      }
    };
    visit(appRoutes, '');
    // Besides the two pages, only the catch-all's redirect to /.
    expect(inFirstDownload.sort()).toEqual(['/', '/*', '/login']);
    expect(onDemand).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/assessments', '/register', '/features', '/auth/callback']));
  });
});
