import { $role, ApiError, ApiUnreachableError, DASHBOARD_OVERVIEW_PATH, EMPTY_DASHBOARD_OVERVIEW, type DashboardOverview } from '@assess/core';
import { AssessApiProvider } from '@assess/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../routes/routes.tsx';
import { ServicesProvider } from '../../../services/ServicesContext.tsx';
import { fakeServices, signInAs, testUser } from '../../../testing/fake-services.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { USAGE_SUMMARY_AND_LIMITS_PATH } from '@assess/usage-summary';

const overview: DashboardOverview = {
  ...EMPTY_DASHBOARD_OVERVIEW,
  completed_assessments: 7,
  in_progress_assessments: 2,
  average_score: 81.6,
  study_streak: 4,
  recent_reports: Array.from({ length: 6 }, (_, index) => ({
    id: `r${index}`,
    assessment_id: `a${index}`,
    title: `Paper ${index + 1}`,
    subject: 'Biology',
    score: [85, 65, 40, 90, 70, 50][index] ?? null,
    date: '2025-03-0' + (index + 1),
  })),
};

function statValue(label: string): string | null | undefined {
  return screen.getByText(label).parentElement?.querySelector('dd')?.textContent;
}

describe('DashboardHome', () => {
  it('greets by first name and shows the four stats, the action cards and at most 5 recent reports', async () => {
    const services = fakeServices();
    services.api.get.mockResolvedValue(overview);
    signInAs();
    renderApp('/dashboard', services);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada!');
    await screen.findByText('Paper 1');
    expect(services.api.get).toHaveBeenCalledWith(DASHBOARD_OVERVIEW_PATH, expect.objectContaining({ fresh: false }));
    expect(statValue('Completed')).toBe('7');
    expect(statValue('In Progress')).toBe('2');
    expect(statValue('Avg. Score')).toBe('82%');
    expect(statValue('Study Streak')).toBe('4 days');
    for (const [name, href] of [
      ['Upload Answer Paper', '/dashboard/validation'],
      ['My Reports', '/dashboard/reports'],
      ['Performance Analytics', '/dashboard/analytics'],
    ]) {
      expect(screen.getAllByRole('link', { name: new RegExp(`^${name}`) }).some((link) => link.getAttribute('href') === href)).toBe(true);
    }
    const recent = screen.getByRole('region', { name: 'Recent Reports' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // A report is a submission: View opens its marks on the assessment's details, not an assessment named by the submission's id.
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/dashboard/assessments/a0?submission=r0');
    expect(within(items[0] as HTMLElement).getByText('85%')).toBeTruthy();
  });

  it('greets by the e-mail local part, else Student', () => {
    signInAs(testUser({}, 'grace.h@example.org'));
    renderApp('/dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, grace.h!');
  });

  it('links the other dashboard targets', () => {
    signInAs();
    renderApp('/dashboard');
    expect(screen.getByRole('link', { name: 'Create Assessment' }).getAttribute('href')).toBe('/dashboard/assessments/create');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/dashboard/subscription');
    expect(screen.getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe('/dashboard/settings/subscription');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/dashboard/help');
  });

  it('treats a 404 as an empty dashboard', async () => {
    const services = fakeServices();
    services.api.get.mockRejectedValue(new ApiError('Not Found', 404, { detail: 'Not Found' }, 'Not Found'));
    signInAs();
    renderApp('/dashboard', services);
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statValue('Completed')).toBe('0');
  });

  it('says when loading and refreshing fail', async () => {
    const services = fakeServices();
    services.api.get.mockRejectedValue(new ApiUnreachableError('network'));
    signInAs();
    const user = userEvent.setup();
    renderApp('/dashboard', services);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard data. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(services.api.get).toHaveBeenLastCalledWith(DASHBOARD_OVERVIEW_PATH, expect.objectContaining({ fresh: true }));
    expect((await screen.findByText('Failed to refresh dashboard data. Please try again.'))).toBeTruthy();
  });

  it('offers teachers and admins help with LMS integration, API setup and training', async () => {
    signInAs();
    renderApp('/dashboard');
    expect(screen.queryByText(/custom LMS integration/)).toBeNull();
    act(() => $role.set('teacher'));
    expect(screen.getByText(/custom LMS integration, API setup and training/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it("shows a teacher the open regrade requests of their students, each leading to its assessment's page", async () => {
    const services = fakeServices();
    const request = { id: 'rr1', student_assessment_id: 'sa1', assessment_id: 'a1', assessment_title: 'Cells quiz', student: { id: 's1', name: 'Ann Archer' }, question: '2', question_part: '', label: '2', reason: 'On the back', state: 'open', response: null, answer: 'x', marks_obtained: 1, total_marks: 3, marks_before: null, marks_after: null, created_at: '2026-01-05T10:00:00.000Z', answered_at: null };
    services.api.get.mockImplementation(async (path: string) => (path === '/regrade-requests?state=open' ? [request] : overview));
    signInAs();
    act(() => $role.set('teacher'));
    render(
      <ServicesProvider services={services}>
        <AssessApiProvider client={services.api}>
          <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/dashboard'] })} />
        </AssessApiProvider>
      </ServicesProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Regrade Requests' });
    expect(await within(card).findByText('Ann Archer, question 2')).toBeTruthy();
    expect(within(card).getByText('1 open')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open: Ann Archer, question 2, Cells quiz' }).getAttribute('href')).toBe('/dashboard/assessments/a1');
  });

  it('shows no regrade requests to a student', async () => {
    signInAs();
    act(() => $role.set('student'));
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Regrade Requests' })).toBeNull();
  });

  it('shows the compact usage summary from the usage call and routes its links in the app', async () => {
    const services = fakeServices();
    services.api.get.mockImplementation(async (path: string) => {
      if (path === USAGE_SUMMARY_AND_LIMITS_PATH)
        return {
          summary: { daily_usage: { validation: { used: 3 }, assessment: { used: 1 }, assessment_submission: { used: 0 } } },
          limits: { limits: { daily_limit: 15 }, subscription: { plan_name: 'Free Plan' }, can_upgrade: true },
        };
      return overview;
    });
    signInAs();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/dashboard'] });
    render(
      <ServicesProvider services={services}>
        <AssessApiProvider client={services.api}>
          <RouterProvider router={router} />
        </AssessApiProvider>
      </ServicesProvider>,
    );
    const usage = await screen.findByRole('region', { name: 'Usage Summary' });
    expect(usage.getAttribute('data-variant')).toBe('compact');
    expect(await within(usage).findByText('Free Plan')).toBeTruthy();
    expect(services.api.get).toHaveBeenCalledWith(USAGE_SUMMARY_AND_LIMITS_PATH, expect.anything());
    await userEvent.setup().click(within(usage).getByRole('link', { name: 'Upgrade Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/subscription'));
    // The plans, not a placeholder.
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
  });
});
