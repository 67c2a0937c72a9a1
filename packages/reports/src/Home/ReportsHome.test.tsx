import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, renderWithBackend, type FakeAnswer, type FakeRequest } from '@assess/ui/testing';
import { Reports } from '../Reports.tsx';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';

/** What the server serves for a report in the list besides the fields each test sets. */
const served = { purpose: 'submission', review_state: 'provisional', practice: false, attempt: 1, attempts_allowed: 1 };
const REPORTS = [
  { ...served, id: 'r1', assessment_id: 'a1', assessment_title: 'Cells Quiz', subject_name: 'Biology', status: 'graded', submitted_at: '2025-01-05T10:00:00Z', graded_at: '2025-01-05T10:05:00Z', percentage: 82.6 },
  { ...served, id: 'r2', assessment_id: 'a2', assessment_title: 'Forces Homework', subject_name: 'Physics', status: 'processing', submitted_at: '2025-01-06T10:00:00Z', graded_at: null, percentage: null },
  { ...served, id: 'r3', assessment_id: 'a3', assessment_title: 'Bonding Check', subject_name: 'Chemistry', status: 'pending', submitted_at: '2025-01-07T10:00:00Z', graded_at: null, percentage: null },
  { ...served, id: 'r4', assessment_id: 'a4', assessment_title: 'Essay', subject_name: 'History', status: 'graded', submitted_at: '2025-01-08T10:00:00Z', graded_at: null, percentage: 61 },
];

function backend(reports: unknown = REPORTS, jobs: unknown = [{ job_id: 'j1', file_name: 'answers.pdf', status: 'processing', created_at: '2025-01-07T10:00:00Z' }]) {
  return fakeBackend((request: FakeRequest): FakeAnswer | undefined => {
    if (request.path.startsWith('/supabase-reports/reports/my-reports')) return typeof reports === 'number' ? { status: reports, json: { detail: 'Server error' } } : { json: reports };
    if (request.path.startsWith('/grading-jobs/pending')) return { json: jobs };
    return undefined;
  });
}

describe('reports home (student)', () => {
  it('shows the four stat cards, the tab badges and each card with its status text or rounded score', async () => {
    renderWithBackend(<Reports userId="u1" userRole="student" />, backend());
    const stats = await screen.findByRole('list', { name: 'Report statistics' });
    expect(within(stats).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total Reports4', 'Completed2', 'Pending2', 'Average Score72%']);
    expect(screen.getByRole('tab', { name: /My Reports/ }).textContent).toContain('4');
    expect((await screen.findByRole('tab', { name: /Pending Jobs/ })).textContent).toContain('1');
    const cards = within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]!.textContent).toContain('Score: 83%');
    expect(cards[1]!.textContent).toContain('Being Graded');
    expect(cards[2]!.textContent).toContain('Awaiting Review');
    expect(within(cards[0]!).getByRole('link', { name: 'Cells Quiz' }).getAttribute('href')).toContain('/dashboard/reports/assessment/r1');
  });

  it('counts practice self-checks apart from set work and says what Completed and the average count', async () => {
    const practice = { ...served, id: 'p1', assessment_id: 'p1', assessment_title: 'Self-check', subject_name: 'Biology', status: 'graded', submitted_at: '2025-01-09T10:00:00Z', graded_at: '2025-01-09T10:05:00Z', percentage: 10, practice: true, attempt: null };
    renderWithBackend(<Reports userId="u1" userRole="student" />, backend([...REPORTS, practice, { ...practice, id: 'p2' }]));
    const stats = await screen.findByRole('list', { name: 'Report statistics' });
    expect(within(stats).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total Reports6', 'Completed2', 'Pending2', 'Average Score72%']);
    expect(screen.getByText('Completed and Average Score count set work only. 2 practice self-checks are listed below, marked Practice, and not counted.')).toBeTruthy();
  });

  it('searches titles and subjects, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports userId="u1" />, backend());
    const search = await screen.findByRole('searchbox', { name: 'Search reports' });
    await user.type(search, 'physics');
    expect(within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem').map((card) => card.querySelector('a')?.textContent)).toEqual(['Forces Homework']);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByText(T.noReports)).toBeTruthy();
    expect(screen.getByText(T.noReportsSearching)).toBeTruthy();
  });

  it('keeps search and layout on the first tab only, and shows the empty texts', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports userId="u1" />, backend([], []));
    expect(await screen.findByText(T.noReportsYet)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Pending Jobs/ }));
    expect(screen.getByText(T.noPendingJobs)).toBeTruthy();
    expect(screen.getByText(T.noPendingJobsText)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Layout' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(screen.getByRole('heading', { name: T.progressHeading })).toBeTruthy();
  });

  it('shows the load failure with Retry, then the reports', async () => {
    const user = userEvent.setup();
    let status: number | unknown[] = 500;
    const fake = fakeBackend((request) => {
      if (request.path.startsWith('/supabase-reports/reports/my-reports')) return typeof status === 'number' ? { status, json: {} } : { json: status };
      if (request.path.startsWith('/grading-jobs/pending')) return { json: [] };
      return undefined;
    });
    renderWithBackend(<Reports userId="u1" />, fake);
    expect(await screen.findByText(T.loadReportsFailed)).toBeTruthy();
    status = REPORTS;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('list', { name: 'Reports' })).toBeTruthy();
  });

  it('reads fresh on Refresh, without the cache', async () => {
    const user = userEvent.setup();
    const fake = backend();
    renderWithBackend(<Reports userId="u1" />, fake);
    await screen.findByRole('list', { name: 'Reports' });
    await user.click(screen.getByRole('button', { name: T.refresh }));
    await screen.findByRole('list', { name: 'Reports' });
    await waitFor(() => expect(fake.calls('GET /supabase-reports/reports/my-reports').length).toBe(2));
  });
});

describe('reports home (teacher)', () => {
  it('shows Overview, Students, Classes and Analytics with the entry links', async () => {
    renderWithBackend(<Reports userId="t1" userRole="teacher" />, backend());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Students', 'Classes', 'Analytics']);
    expect(screen.getByRole('link', { name: T.viewStudents }).getAttribute('href')).toContain('/dashboard/reports/students');
    expect(screen.getByRole('link', { name: T.viewClasses }).getAttribute('href')).toContain('/dashboard/reports/classes');
    expect(screen.getByRole('link', { name: T.viewAnalytics }).getAttribute('href')).toContain('/dashboard/analytics');
  });
});
