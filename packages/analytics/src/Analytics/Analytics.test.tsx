import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GENERAL_RECOMMENDATIONS, EMPTY_DASHBOARD_OVERVIEW, type DashboardOverview, type SubjectProgressResult } from '@assess/core';
import { AssessApiProvider } from '@assess/ui';
import { fakeBackend, renderWithBackend, type FakeAnswer, type FakeRequest } from '../testing/fake-backend.tsx';
import { Analytics } from './Analytics.tsx';

/** A topic as the analytics routes serve it. */
const area = (topic: string, percentage = 40) => ({ topic, description: `${topic} (${percentage}%)`, percentage, marks_obtained: percentage / 10, total_marks: 10 });

const month: DashboardOverview = {
  ...EMPTY_DASHBOARD_OVERVIEW,
  completed_assessments: 3,
  average_score: 61.6,
  performance_by_subject: [
    { subject: 'biology', subject_id: 'bio-1', average_score: 72.5 },
    { subject: 'mathematics', subject_id: 'maths-1', average_score: 48 },
  ],
  recent_reports: [{ id: 'r1', assessment_id: 'a1', title: 'Ecology', subject: 'Biology', score: 85, date: '2025-03-02T10:00:00Z' }],
  strengths_by_subject: { biology: [area('Cells', 90)] },
  weaknesses_by_subject: { mathematics: [area('Algebra'), area('Fractions')] },
  recommendations: ['Revise Algebra in Mathematics.'],
};
const year = { ...month, completed_assessments: 6, average_score: 58, performance_by_subject: [{ subject: 'biology', subject_id: 'bio-1', average_score: 90 }, { subject: 'chemistry', subject_id: 'chem-1', average_score: 40 }] };

const biology: SubjectProgressResult = {
  subject_id: 'bio-1',
  subject_name: 'Biology',
  progress_over_time: [
    { date: '2025-01-05T10:00:00Z', score: 60 },
    { date: '2025-02-20T10:00:00Z', score: 85 },
  ],
  reports_completed: 2,
  average_score: 72.5,
  improvement: 25,
  improvement_percentage: 41.7,
  strengths: [area('Cells', 90)],
  weaknesses: [area('Enzymes')],
  topic_performance: [],
  last_updated: '2025-02-20T10:00:00Z',
};

function backend(overrides: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  return fakeBackend((request) => {
    const own = overrides(request);
    if (own) return own;
    if (request.path === '/analytics/student/dashboard/overview') return { json: request.query.get('range') === '1y' ? year : month };
    if (request.path === '/analytics/student/dashboard/subject/bio-1') return { json: biology };
    return undefined;
  });
}

describe('Analytics Dashboard', () => {
  it('shows the loading texts, then the overview of the last 30 days with the stat card arithmetic', async () => {
    const api = backend();
    renderWithBackend(<Analytics />, api);
    expect(screen.getByText('Loading Analytics...')).toBeTruthy();
    expect(screen.getByText('Please wait while we analyze your performance data.')).toBeTruthy();
    const stats = within(await screen.findByRole('list', { name: 'Overview' }));
    expect(api.requests[0]?.query.get('range')).toBe('30d');
    expect(stats.getByText('Total Reports').nextSibling?.textContent).toBe('3');
    expect(stats.getByText('Average Score').nextSibling?.textContent).toBe('62%');
    expect(stats.getByText('Highest Score').nextSibling?.textContent).toBe('73%');
    // Improvement is highest minus lowest subject score, with a plus sign above zero.
    expect(stats.getByText('Improvement').nextSibling?.textContent).toBe('+25%');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeTruthy();
    expect(screen.getByText('Last updated: just now')).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 Days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Subject Progress' })).toHaveProperty('disabled', true);
  });

  it('asks the server for the chosen period and shows its figures', async () => {
    const api = backend();
    renderWithBackend(<Analytics />, api);
    await screen.findByRole('list', { name: 'Overview' });
    await userEvent.click(screen.getByRole('button', { name: '1 Year' }));
    await waitFor(() => expect(screen.getByText('Total Reports').nextSibling?.textContent).toBe('6'));
    expect(api.requests.at(-1)?.query.get('range')).toBe('1y');
    expect(screen.getByText('Improvement').nextSibling?.textContent).toBe('+50%');
    expect(screen.getByRole('button', { name: 'Chemistry 40%' })).toBeTruthy();
  });

  it('lists subjects, recent reports, strength and improvement areas with their topic texts', async () => {
    renderWithBackend(<Analytics />, backend());
    const subject = await screen.findByRole('button', { name: 'Biology 73%' });
    expect(within(subject).getByText('73%')).toBeTruthy();
    expect(screen.getByText('Ecology')).toBeTruthy();
    expect(screen.getByText('Mar 2, 2025')).toBeTruthy();
    const strengths = within(screen.getByRole('list', { name: 'Strength Areas' }));
    expect(strengths.getByText('Cells')).toBeTruthy();
    const improvement = within(screen.getByRole('list', { name: 'Improvement Areas' }));
    expect(improvement.getAllByRole('listitem').slice(1).map((item) => item.textContent)).toEqual(['Algebra', 'Fractions']);
  });

  it('opens a subject from its card: stat cards, the chart with Best and Trend, read point by point by keyboard, and its table', async () => {
    const api = backend();
    renderWithBackend(<Analytics />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Biology 73%' }));
    expect(screen.getByRole('tab', { name: 'Subject Progress' }).getAttribute('aria-selected')).toBe('true');
    const stats = within(await screen.findByRole('list', { name: 'Biology Subject Progress' }));
    expect(api.requests.at(-1)?.path).toBe('/analytics/student/dashboard/subject/bio-1');
    expect(stats.getByText('Reports Completed').nextSibling?.textContent).toBe('2');
    // Recomputed from the points (last minus first, the unreadable date dropped), not the server's 3.
    expect(stats.getByText('Improvement').nextSibling?.textContent).toBe('+25.0%');
    expect(stats.getByText('Last Update').nextSibling?.textContent).toBe('Feb 20, 2025');
    expect(screen.getByText('Best: 85.0%')).toBeTruthy();
    expect(screen.getByLabelText('Trend: up 25.0 points').textContent).toBe('Trend: ↑ 25.0%');

    const chart = screen.getByRole('group', { name: 'Biology: Progress Over Time' });
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(chart.textContent).toContain('Jan 5, 2025: 60.0%');
    await userEvent.keyboard('{ArrowRight}');
    expect(chart.textContent).toContain('Feb 20, 2025: 85.0%');

    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = within(screen.getByRole('table', { name: 'Biology: Progress Over Time' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual(['DateScore', 'Jan 5, 202560.0%', 'Feb 20, 202585.0%']);
    expect(screen.getByText('Cells')).toBeTruthy();
    expect(screen.getByText('Enzymes')).toBeTruthy();
  });

  it('stores an empty record when a subject fails, shown with Take an Assessment', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onNavigate = vi.fn();
    renderWithBackend(<Analytics onNavigate={onNavigate} />, backend((request) => (request.path.endsWith('/maths-1') ? { status: 500, json: { detail: 'Broken' } } : undefined)));
    await userEvent.click(await screen.findByRole('button', { name: /^Mathematics \d+%$/ }));
    expect(await screen.findByRole('heading', { name: 'No Progress Data Available' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Take an Assessment' }));
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("shows the focus area, the server's general recommendations and up to 3 topics per subject", async () => {
    renderWithBackend(<Analytics />, backend());
    await userEvent.click(await screen.findByRole('tab', { name: 'Recommendations' }));
    expect(screen.getByText('Mathematics (48%)')).toBeTruthy();
    expect(screen.getByText('needs attention')).toBeTruthy();
    expect(screen.getByText('Revise Algebra in Mathematics.')).toBeTruthy();
    expect(screen.getByText('Mathematics - Algebra')).toBeTruthy();
    expect(screen.getByText('Mathematics - Fractions')).toBeTruthy();
  });

  it('uses the built-in recommendations when the server has none', async () => {
    renderWithBackend(<Analytics />, backend((request) => (request.path.endsWith('/overview') ? { json: { ...month, recommendations: null } } : undefined)));
    await userEvent.click(await screen.findByRole('tab', { name: 'Recommendations' }));
    for (const text of DEFAULT_GENERAL_RECOMMENDATIONS) expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows every empty state to a student without results', async () => {
    renderWithBackend(<Analytics />, backend((request) => (request.path.endsWith('/overview') ? { status: 404, json: { detail: 'Not Found' } } : undefined)));
    expect(await screen.findByRole('heading', { name: 'No Performance Data Available' })).toBeTruthy();
    expect(screen.getByText('Complete assessments to see your performance by subject')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Recent Reports' })).toBeTruthy();
    expect(screen.getByText('Your assessment results will appear here')).toBeTruthy();
    expect(screen.getAllByText('No data available')).toHaveLength(2);
    expect(screen.getByText('Improvement').nextSibling?.textContent).toBe('0%');
    await userEvent.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(screen.getByRole('heading', { name: 'No Recommendations Available' })).toBeTruthy();
    expect(screen.getByText('Complete more assessments to get personalized recommendations')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take an Assessment' })).toBeTruthy();
  });

  it('shows labelled sample data when the server cannot be reached, and an error when it answers with one', async () => {
    const offline = renderWithBackend(<Analytics />, backend(() => 'unreachable'));
    expect(await screen.findByText('Unable to load live analytics data. Showing sample data.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Sample: Ecology')).toBeTruthy();
    offline.unmount();

    renderWithBackend(<Analytics />, backend(() => ({ status: 500, json: { detail: 'Database is down' } })));
    expect(await screen.findByText('Database is down')).toBeTruthy();
    expect(screen.queryByText('Unable to load live analytics data. Showing sample data.')).toBeNull();
  }, 20_000);

  it('loads again without the cache on Refresh', async () => {
    const api = backend();
    renderWithBackend(<Analytics />, api);
    await screen.findByRole('list', { name: 'Overview' });
    const before = api.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.requests.length).toBe(before + 1));
  });

  it('reads the open subject again from the server on Refresh, and once only before it', async () => {
    const api = backend();
    renderWithBackend(<Analytics />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Biology 73%' }));
    await screen.findByRole('list', { name: 'Biology Subject Progress' });
    const subjectReads = () => api.requests.filter((request) => request.path === '/analytics/student/dashboard/subject/bio-1').length;
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Subject Progress' }));
    await screen.findByRole('list', { name: 'Biology Subject Progress' });
    expect(subjectReads()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(subjectReads()).toBe(2));
    expect(await screen.findByRole('list', { name: 'Biology Subject Progress' })).toBeTruthy();
  });
});

describe('the range prop', () => {
  it('sets the period at first and again when it changes', async () => {
    const api = backend();
    const view = renderWithBackend(<Analytics range="1y" />, api);
    await screen.findByRole('list', { name: 'Overview' });
    expect(api.requests.at(-1)?.query.get('range')).toBe('1y');
    view.rerender(<AssessApiProvider client={api.client}><Analytics range="7d" /></AssessApiProvider>);
    await waitFor(() => expect(api.requests.at(-1)?.query.get('range')).toBe('7d'));
    expect(screen.getByRole('button', { name: '7 Days' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the subject prop', () => {
  it('opens Subject Progress on that subject, named as its card is', async () => {
    renderWithBackend(<Analytics subject="bio-1" />, backend());
    const tab = await screen.findByRole('tab', { name: 'Subject Progress' });
    expect(tab).toHaveProperty('disabled', false);
    await userEvent.click(tab);
    expect(await screen.findByRole('list', { name: 'Biology Subject Progress' })).toBeTruthy();
  });
});
