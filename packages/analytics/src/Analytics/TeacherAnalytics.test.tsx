import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_DASHBOARD_OVERVIEW, transformDashboardOverview } from '@assess/core';
import { fakeBackend, renderWithBackend, type FakeAnswer, type FakeRequest } from '../testing/fake-backend.tsx';
import { Analytics } from './Analytics.tsx';

const students = {
  students: [
    { id: 'r1', name: 'Sam Student', user_id: 'u-sam', class_name: 'Year 10 Biology' },
    { id: 'r2', name: 'Sam Student', user_id: 'u-sam', class_name: 'Revision Club' },
    { id: 'r3', name: 'Sasha Student', user_id: 'u-sasha', class_name: 'Year 10 Biology' },
    { id: 'r4', name: 'Not Yet Linked', user_id: null, class_name: null },
  ],
};
const classes = [{ id: 'c1', name: 'Year 10 Biology', student_count: 3 }];
const samAnalytics = transformDashboardOverview({ ...EMPTY_DASHBOARD_OVERVIEW, completed_assessments: 4, average_score: 66, performance_by_subject: [{ subject: 'biology', subject_id: 'bio-1', average_score: 66 }] }, new Date());
const classAnalytics = {
  class_id: 'c1',
  class_name: 'Year 10 Biology',
  student_count: 3,
  reports_completed: 4,
  average_score: 70.5,
  average_over_time: [
    { date: '2025-01-05T12:00:00.000Z', score: 60 },
    { date: '2025-02-05T12:00:00.000Z', score: 81 },
  ],
  students: [
    { user_id: 'u-sam', name: 'Sam Student', reports_completed: 2, average_score: 65, progress_over_time: [{ date: '2025-01-05T10:00:00Z', score: 50 }, { date: '2025-02-05T10:00:00Z', score: 80 }] },
    { user_id: 'u-sasha', name: 'Sasha Student', reports_completed: 2, average_score: 76, progress_over_time: [{ date: '2025-01-05T11:00:00Z', score: 70 }, { date: '2025-02-05T11:00:00Z', score: 82 }] },
  ],
};

function backend(overrides: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  return fakeBackend((request) => {
    const own = overrides(request);
    if (own) return own;
    if (request.path === '/students/students') return { json: students };
    if (request.path === '/classes') return { json: classes };
    if (request.path === '/analytics/student/u-sam') return { json: samAnalytics };
    if (request.path === '/analytics/class/c1') return { json: classAnalytics };
    return undefined;
  });
}

describe("a teacher's analytics", () => {
  it('lists each linked student once and shows the chosen one’s dashboard for the period', async () => {
    const api = backend();
    renderWithBackend(<Analytics userRole="Teacher" />, api);
    expect(await screen.findByRole('heading', { name: 'Choose a student or a class' })).toBeTruthy();
    const picker = screen.getByLabelText('Student');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a student', 'Sam Student (Year 10 Biology)', 'Sasha Student (Year 10 Biology)']);
    await userEvent.selectOptions(picker, 'u-sam');
    const stats = within(await screen.findByRole('list', { name: 'Overview' }));
    expect(stats.getByText('Total Reports').nextSibling?.textContent).toBe('4');
    expect(api.requests.at(-1)?.path).toBe('/analytics/student/u-sam');
    expect(api.requests.at(-1)?.query.get('range')).toBe('30d');
  });

  it("shows a class's average over time, each student's line on request, and opens a student from the class", async () => {
    const api = backend();
    renderWithBackend(<Analytics userRole="teacher" />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'A class' }));
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'c1');
    const stats = within(await screen.findByRole('list', { name: 'Year 10 Biology' }));
    expect(stats.getByText('Students').nextSibling?.textContent).toBe('3');
    expect(stats.getByText('Class Average').nextSibling?.textContent).toBe('71%');

    await userEvent.click(screen.getByRole('button', { name: '90 Days' }));
    await waitFor(() => expect(api.requests.at(-1)?.query.get('range')).toBe('90d'));
    expect(api.requests.at(-1)?.path).toBe('/analytics/class/c1');

    const chart = await screen.findByRole('group', { name: 'Year 10 Biology: Class Average Over Time' });
    expect(screen.queryByRole('list', { name: /legend$/ })).toBeNull();
    await userEvent.click(screen.getByLabelText("Show each student's line"));
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(chart.textContent).toContain('Class Average, Jan 5, 2025: 60.0%');
    await userEvent.keyboard('{ArrowDown}');
    expect(chart.textContent).toContain('Sam Student, Jan 5, 2025: 50.0%');

    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table', { name: 'Year 10 Biology: Class Average Over Time' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DateClass AverageSam StudentSasha Student', 'Jan 5, 202560.0%50.0%70.0%', 'Feb 5, 202581.0%80.0%82.0%']);

    await userEvent.click(screen.getByRole('button', { name: 'Open analytics: Sam Student' }));
    expect(await screen.findByRole('list', { name: 'Overview' })).toBeTruthy();
    expect((screen.getByLabelText('Student') as HTMLSelectElement).value).toBe('u-sam');
  });

  it("reads a class's periods from the server again after Refresh, and from the cache before it", async () => {
    const api = backend();
    renderWithBackend(<Analytics userRole="teacher" />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'A class' }));
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'c1');
    await screen.findByRole('list', { name: 'Year 10 Biology' });
    const classReads = (range: string) => api.requests.filter((request) => request.path === '/analytics/class/c1' && request.query.get('range') === range).length;
    await userEvent.click(screen.getByRole('button', { name: '90 Days' }));
    await waitFor(() => expect(classReads('90d')).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: '30 Days' }));
    await screen.findByRole('list', { name: 'Year 10 Biology' });
    expect(classReads('30d')).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(classReads('30d')).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: '90 Days' }));
    await waitFor(() => expect(classReads('90d')).toBe(2));
  });

  it('says so when the students and classes cannot be loaded, and tries again', async () => {
    let fail = true;
    renderWithBackend(<Analytics userRole="teacher" />, backend((request) => (fail && request.path === '/classes' ? { status: 500, json: { detail: 'Broken' } } : undefined)));
    expect(await screen.findByText('Failed to load your students and classes')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Choose a student or a class' })).toBeTruthy();
  });
});
