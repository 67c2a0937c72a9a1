import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ElementConfigContext } from '@assess/ui';
import { captureDownloads, fakeBackend, renderWithBackend, servedAnswer, servedReport, type FakeAnswer, type FakeRequest } from '../testing/fake-backend.tsx';
import { rememberGradingJob, storedGradingJob } from '../shared/job-storage.ts';
import { AssessmentDetails } from './AssessmentDetails.tsx';

const ASSESSMENT = {
  id: 'as-1',
  title: 'Algebra test',
  description: 'Linear equations',
  status: 'pending',
  created_at: '2025-01-05',
  creator_id: 'user-1',
  subject: { name: 'Mathematics' },
  difficulty_level: 'medium',
  total_marks: 50,
  time_limit_minutes: 60,
  source: 'upload',
  is_self_created: true,
  question_paper_url: 'https://files.test/qp.pdf',
  mark_scheme_url: null,
};

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function backend(routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)>) {
  return fakeBackend((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (typeof route === 'function') return route(request);
    if (route) return route;
    if (request.path === '/grading-jobs/pending') return { json: [] };
    return undefined;
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Assessment Details', () => {
  test('shows every field of the assessment, its status chip and created date', async () => {
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, backend({ 'GET /assessments/as-1': { json: ASSESSMENT } }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Algebra test' })).toBeTruthy();
    expect(screen.getByText('Linear equations')).toBeTruthy();
    expect(document.querySelector('[data-status="pending"]')?.className).toMatch(/warning/);
    expect(screen.getAllByText(/Jan 5, 2025/).length).toBeGreaterThan(0);
    const info = screen.getByRole('region', { name: 'Assessment Information' });
    for (const [label, value] of [
      ['Subject', 'Mathematics'],
      ['Difficulty', 'medium'],
      ['Total Marks', '50'],
      ['Time Limit', '60 minutes'],
      ['Source', 'upload'],
      ['Self Created', 'Yes'],
    ] as [string, string][]) {
      expect(within(info).getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(info).getByRole('link', { name: 'Download question paper' }).getAttribute('href')).toBe('https://files.test/qp.pdf');
    expect(within(info).getByText('Mark Scheme').nextElementSibling?.textContent).toBe('Not available');
    for (const title of ['Pending Grading Jobs', 'Actions', 'Submission Information']) expect(screen.getByRole('region', { name: title })).toBeTruthy();
  });

  test.each([
    ['pending', 'View Submission'],
    ['graded', 'View Details'],
    ['rejected', 'View Details'],
  ])('a %s assessment has the action button "%s", which moves focus to the submission on the page', async (status, label) => {
    const onNavigate = vi.fn();
    renderWithBackend(<AssessmentDetails assessmentId="as-1" onNavigate={onNavigate} />, backend({ 'GET /assessments/as-1': { json: { ...ASSESSMENT, status } } }));
    await flush();
    fireEvent.click(within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', { name: label }));
    expect(document.activeElement?.contains(screen.getByRole('region', { name: 'Submission Information' }))).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test('View Reports links to the Assess site when the screen is an element on another site', async () => {
    renderWithBackend(
      <ElementConfigContext.Provider value={{ linkBaseUrl: 'https://assess.example.org/' }}>
        <AssessmentDetails assessmentId="as-1" />
      </ElementConfigContext.Provider>,
      backend({ 'GET /assessments/as-1': { json: ASSESSMENT } }),
    );
    await flush();
    expect(screen.getByRole('link', { name: 'View Reports' }).getAttribute('href')).toBe('https://assess.example.org/dashboard/reports');
  });

  test.each([
    { what: 'a draft assessment has "Submit Assessment", which leads to Submit New', status: 'draft', to: '/dashboard/assessments/upload' },
    { what: "an assessment set for the student's class and not started leads to Submit New for it", status: 'not_started', to: '/dashboard/assessments/upload?assessment=as-1' },
  ])('$what', async ({ status, to }) => {
    const onNavigate = vi.fn();
    renderWithBackend(<AssessmentDetails assessmentId="as-1" onNavigate={onNavigate} />, backend({ 'GET /assessments/as-1': { json: { ...ASSESSMENT, status } } }));
    await flush();
    fireEvent.click(within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', { name: 'Submit Assessment' }));
    expect(onNavigate).toHaveBeenCalledWith({ to });
  });

  test('a graded assessment offers Download Feedback: the mark scheme link, or disabled without one', async () => {
    const first = renderWithBackend(<AssessmentDetails assessmentId="as-1" />, backend({ 'GET /assessments/as-1': { json: { ...ASSESSMENT, status: 'graded' } } }));
    await flush();
    expect((screen.getByRole('button', { name: 'Download Feedback' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, backend({ 'GET /assessments/as-1': { json: { ...ASSESSMENT, status: 'graded', mark_scheme_url: 'https://files.test/ms.pdf' } } }));
    await flush();
    expect(screen.getByRole('link', { name: 'Download Feedback' }).getAttribute('href')).toBe('https://files.test/ms.pdf');
  });

  test('Edit Details shows only to the creator and saves through PATCH after checking title and total marks', async () => {
    const server = backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, 'PATCH /assessments/as-1': { json: { ...ASSESSMENT, title: 'Renamed' } } });
    const other = renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="someone-else" />, server);
    await flush();
    expect(screen.queryByRole('button', { name: 'Edit Details' })).toBeNull();
    other.unmount();
    renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="user-1" />, server);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Details' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Total Marks/ }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await flush();
    expect(within(dialog).getByText('Assessment title is required')).toBeTruthy();
    expect(within(dialog).getByText('Total marks must be at least 1')).toBeTruthy();
    expect(server.calls('PATCH /assessments/as-1')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Renamed' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Total Marks/ }), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await flush();
    expect(server.calls('PATCH /assessments/as-1')[0]!.body).toMatchObject({ title: 'Renamed', total_marks: 40, time_limit_minutes: 60, difficulty_level: 'medium' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Edit Details of a marked paper with no total (marked out of its scheme) saves the new title and leaves the total out', async () => {
    const marked = { ...ASSESSMENT, status: 'graded', total_marks: null, total_marks_fixed: true };
    const server = backend({ 'GET /assessments/as-1': { json: marked }, 'PATCH /assessments/as-1': { json: { ...marked, title: 'Renamed' } } });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="user-1" />, server);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Details' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Renamed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await flush();
    const sent = server.calls('PATCH /assessments/as-1')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ title: 'Renamed' });
    expect(sent).not.toHaveProperty('total_marks');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a stored job id is polled every 3 s with fresh reads until it completes, then the details reload and polling stops', async () => {
    rememberGradingJob('as-1', 'job-9');
    let status = 'pending';
    const server = backend({
      'GET /assessments/as-1': { json: ASSESSMENT },
      'GET /assessments/grading-jobs/job-9': () => ({ json: { job_id: 'job-9', status, assessment_id: 'as-1' } }),
    });
    const view = renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await flush();
    const jobs = () => server.calls('GET /assessments/grading-jobs/job-9').length;
    expect(jobs()).toBe(1);
    expect(screen.getByText('Your submission is queued for grading.')).toBeTruthy();
    status = 'processing';
    await advance(2999);
    expect(jobs()).toBe(1);
    await advance(1);
    expect(jobs()).toBe(2);
    expect(screen.getByText('This might take a few minutes...')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Grading progress' })).toBeTruthy();
    expect(screen.getByText('Auto-refresh')).toBeTruthy();
    const detailReads = server.calls('GET /assessments/as-1').length;
    status = 'completed';
    await advance(3000);
    expect(jobs()).toBe(3);
    expect(server.calls('GET /assessments/as-1').length).toBe(detailReads + 1);
    expect(screen.queryByText('Auto-refresh')).toBeNull();
    await advance(30_000);
    expect(jobs()).toBe(3);
    expect(storedGradingJob('as-1')).toBe('job-9');
    view.unmount();
    expect(storedGradingJob('as-1')).toBeNull();
  });

  test('a failed job shows its error message, or "Grading failed. Please try again." and stops polling', async () => {
    rememberGradingJob('as-1', 'job-9');
    const server = backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, 'GET /assessments/grading-jobs/job-9': { json: { job_id: 'job-9', status: 'failed' } } });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await flush();
    expect(screen.getByText('Grading failed. Please try again.')).toBeTruthy();
    await advance(9000);
    expect(server.calls('GET /assessments/grading-jobs/job-9')).toHaveLength(1);
  });

  test('a job that cannot be checked says "Failed to check grading job status" and is tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rememberGradingJob('as-1', 'job-9');
    const server = backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, 'GET /assessments/grading-jobs/job-9': { status: 500, json: {} } });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await flush();
    expect(screen.getByText('Failed to check grading job status')).toBeTruthy();
    await advance(3000);
    expect(server.calls('GET /assessments/grading-jobs/job-9')).toHaveLength(2);
  });

  test('a job that cannot be reached shows a simulated status labelled as sample data, until the backend answers again', async () => {
    rememberGradingJob('as-1', 'job-9');
    let reachable = true;
    const server = backend({
      'GET /assessments/as-1': { json: ASSESSMENT },
      'GET /assessments/grading-jobs/job-9': () => (reachable ? { json: { job_id: 'job-9', status: 'pending', assessment_id: 'as-1' } } : 'unreachable'),
    });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await flush();
    expect(screen.queryByText('Sample data')).toBeNull();
    reachable = false;
    await advance(3000);
    await advance(10_000);
    const card = screen.getByRole('region', { name: 'Grading Job Status' });
    expect(within(card).getByText('Sample data')).toBeTruthy();
    expect(screen.getByText(/this job status is simulated sample data/)).toBeTruthy();
    expect(screen.queryByText('Failed to check grading job status')).toBeNull();
    reachable = true;
    await advance(3000);
    expect(within(card).queryByText('Sample data')).toBeNull();
    expect(screen.getByText('Your submission is queued for grading.')).toBeTruthy();
  });

  test('pending jobs that cannot be reached are simulated and labelled as sample data', async () => {
    const server = backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, 'GET /grading-jobs/pending': 'unreachable' });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await advance(10_000);
    const pendingList = screen.getByRole('region', { name: 'Pending Grading Jobs' });
    expect(within(pendingList).getByText(/these jobs are simulated sample data/)).toBeTruthy();
    expect(within(pendingList).getAllByText('Sample assessment')).toHaveLength(2);
    expect(screen.queryByText('Failed to load pending grading jobs')).toBeNull();
  });

  test('while a pending job exists, details and jobs reload every 10 s; without one they do not', async () => {
    let jobs: unknown[] = [{ job_id: 'j1', status: 'processing', assessment_id: 'as-1', assessment: { id: 'as-1', title: 'Algebra test' } }];
    const server = backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, 'GET /grading-jobs/pending': () => ({ json: jobs }) });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await flush();
    const pendingList = screen.getByRole('region', { name: 'Pending Grading Jobs' });
    expect(within(pendingList).getByText('Algebra test')).toBeTruthy();
    expect(screen.getByText('Auto-refresh')).toBeTruthy();
    await advance(9999);
    expect(server.calls('GET /assessments/as-1')).toHaveLength(1);
    jobs = [];
    await advance(1);
    expect(server.calls('GET /assessments/as-1')).toHaveLength(2);
    expect(server.calls('GET /grading-jobs/pending')).toHaveLength(2);
    expect(screen.queryByText('Auto-refresh')).toBeNull();
    await advance(30_000);
    expect(server.calls('GET /assessments/as-1')).toHaveLength(2);
  });

  test('pending jobs that fail to load say "Failed to load pending grading jobs"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, 'GET /grading-jobs/pending': { status: 500, json: {} } }));
    await flush();
    expect(screen.getByText('Failed to load pending grading jobs')).toBeTruthy();
  });

  test('an unknown id reads "No assessment found with the specified ID."; other failures show the server message with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderWithBackend(<AssessmentDetails assessmentId="nope" />, backend({}));
    await flush();
    expect(screen.getByText('No assessment found with the specified ID.')).toBeTruthy();
    first.unmount();
    let fail = true;
    const server = backend({ 'GET /assessments/as-1': () => (fail ? { status: 500, json: { detail: 'Database unavailable' } } : { json: ASSESSMENT }) });
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, server);
    await flush();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Algebra test' })).toBeTruthy();
  });

  test('an unreachable backend shows "Failed to load assessment details", not made-up data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<AssessmentDetails assessmentId="as-1" />, fakeBackend(() => 'unreachable'));
    await advance(10_000);
    expect(screen.getByText('Failed to load assessment details')).toBeTruthy();
  });

  describe('marks', () => {
    const REPORT = servedReport(15, 13, [servedAnswer('1', 3, 5, { analysis: 'Show the working' }), servedAnswer('2', 10, 10, { analysis: 'Well done' })]);
    const reportPath = 'GET /supabase-reports/reports/student/stu-1/assessment/sa-1';

    test('a student sees the marks labelled "AI grade, awaiting teacher review" until released, without editing', async () => {
      renderWithBackend(
        <AssessmentDetails assessmentId="as-1" userId="stu-1" role="student" studentAssessmentId="sa-1" />,
        backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, [reportPath]: { json: REPORT } }),
      );
      await flush();
      expect(screen.getByText('AI grade, awaiting teacher review')).toBeTruthy();
      expect(screen.getByText('13 / 15 (87%)')).toBeTruthy();
      expect(screen.queryByRole('spinbutton')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    });

    test('a student who comes back later sees the marks of their latest submission, named by the details answer', async () => {
      const server = backend({
        'GET /assessments/as-1': { json: { ...ASSESSMENT, status: 'graded', student_assessment_id: 'sa-1', student: { id: 'stu-1' } } },
        [reportPath]: { json: REPORT },
      });
      renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="stu-1" role="student" />, server);
      await flush();
      expect(screen.getByText('13 / 15 (87%)')).toBeTruthy();
      expect(server.calls(reportPath)).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
      expect(document.activeElement?.contains(screen.getByRole('region', { name: 'Marks and Feedback' }))).toBe(true);
    });

    test('with the marks of a submission on screen, Download Feedback saves that submission’s feedback report', async () => {
      const { saved, restore } = captureDownloads();
      const server = backend({
        'GET /assessments/as-1': { json: { ...ASSESSMENT, status: 'graded', student_assessment_id: 'sa-1', student: { id: 'stu-1' } } },
        [reportPath]: { json: REPORT },
        'GET /supabase-reports/reports/export/student-assessment/sa-1?format=pdf': { json: {} },
      });
      renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="stu-1" />, server);
      await flush();
      fireEvent.click(screen.getByRole('button', { name: 'Download Feedback' }));
      await flush();
      expect(saved).toEqual(['feedback-algebra-test.pdf']);
      expect(server.calls('GET /supabase-reports/reports/export/student-assessment/sa-1')).toHaveLength(1);
      restore();
    });

    test("a teacher's page lists the class's submissions and names the student whose marks it shows", async () => {
      const rows = [
        { student_assessment_id: 'sa-1', student_user_id: 'stu-1', student_name: 'Pia Pupil', status: 'graded', percentage: 86.7, marks_obtained: 13, total_marks: 15, review_status: 'saved' },
        { student_assessment_id: 'sa-2', student_user_id: 'stu-2', student_name: 'Sam Student', status: 'graded', percentage: 40, marks_obtained: 6, total_marks: 15, review_status: 'ai_grade' },
      ];
      const server = backend({
        'GET /assessments/as-1': { json: { ...ASSESSMENT, creator_id: 'teacher-1', status: 'graded', student_assessment_id: 'sa-1', student: { id: 'stu-1' } } },
        'GET /supabase-reports/reports/teacher/teacher-1/assessment/as-1': { json: { submissions: rows } },
        [reportPath]: { json: { ...REPORT, student: { id: 'stu-1', name: 'Pia Pupil' } } },
        'GET /supabase-reports/reports/student/stu-2/assessment/sa-2': { json: { ...REPORT, student: { id: 'stu-2', name: 'Sam Student' } } },
      });
      renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="teacher-1" role="teacher" />, server);
      await flush();
      const list = screen.getByRole('list', { name: 'Class Submissions' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Pia Pupilgraded13 / 15 (86.7%)SavedReview marks for Pia Pupil', 'Sam Studentgraded6 / 15 (40%)AI gradeReview marks for Sam Student']);
      expect(screen.getByRole('heading', { level: 2, name: 'Marks and Feedback: Pia Pupil' })).toBeTruthy();
      expect(within(list).getByRole('button', { name: /^Review marks\s+for Pia Pupil$/ }).getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(within(list).getByRole('button', { name: /^Review marks\s+for Sam Student$/ }));
      await flush();
      expect(screen.getByRole('heading', { level: 2, name: 'Marks and Feedback: Sam Student' })).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'Submission Information' })).getByText('Sam Student')).toBeTruthy();
      // No raw id anywhere a person reads.
      expect(document.body.textContent).not.toMatch(/sa-\d/);
    });

    test("a teacher's own assessment set for the class reads the class's progress, with the creator's actions instead of Submit Assessment", async () => {
      const rows = [
        { student_assessment_id: 'sa-1', student_user_id: 'stu-1', student_name: 'Pia Pupil', status: 'graded', percentage: 86.7, marks_obtained: 13, total_marks: 15, review_status: 'released' },
        { student_assessment_id: 'sa-2', student_user_id: 'stu-2', student_name: 'Sam Student', status: 'graded', percentage: 40, marks_obtained: 6, total_marks: 15, review_status: 'ai_grade' },
        { student_assessment_id: 'sa-3', student_user_id: 'stu-3', student_name: 'Ola Other', status: 'processing', percentage: null, marks_obtained: null, total_marks: null, review_status: 'ai_grade' },
      ];
      const onNavigate = vi.fn();
      const set = { ...ASSESSMENT, creator_id: 'teacher-1', status: 'draft', source: 'upload' };
      renderWithBackend(
        <AssessmentDetails assessmentId="as-1" userId="teacher-1" role="teacher" onNavigate={onNavigate} />,
        backend({
          'GET /assessments/as-1': { json: set },
          'GET /supabase-reports/reports/teacher/teacher-1/assessment/as-1': { json: { submissions: rows } },
          'GET /assessments/as-1/questions': { json: [{ label: '1', total_marks: 5 }] },
        }),
      );
      await flush();
      expect(document.querySelector('[data-status]')).toBeNull();
      expect(document.querySelector('[data-class-progress]')?.textContent).toBe('3 submitted · 2 marked · 1 released');
      const info = screen.getByRole('region', { name: 'Submission Information' });
      expect(within(info).getByText('Class Progress').nextElementSibling?.textContent).toBe('3 submitted · 2 marked · 1 released');
      expect(within(info).queryByText('Draft')).toBeNull();
      const actions = screen.getByRole('region', { name: 'Actions' });
      expect(within(actions).queryByRole('button', { name: 'Submit Assessment' })).toBeNull();
      fireEvent.click(within(actions).getByRole('button', { name: 'View Class Submissions' }));
      expect(document.activeElement?.contains(screen.getByRole('region', { name: 'Class Submissions' }))).toBe(true);
      fireEvent.click(within(actions).getByRole('button', { name: 'Mark by Answer Group' }));
      expect(document.activeElement?.contains(screen.getByRole('region', { name: 'Mark by Answer Group' }))).toBe(true);
      expect(onNavigate).not.toHaveBeenCalled();
    });

    test('before anyone submits, the class reads "No submissions yet"; a student, and a paper a teacher submitted for themselves, keep the status and Submit Assessment', async () => {
      const set = { ...ASSESSMENT, creator_id: 'teacher-1', status: 'draft', source: 'ai_generated' };
      const teacher = renderWithBackend(
        <AssessmentDetails assessmentId="as-1" userId="teacher-1" role="teacher" />,
        backend({ 'GET /assessments/as-1': { json: set }, 'GET /supabase-reports/reports/teacher/teacher-1/assessment/as-1': { json: { submissions: [] } } }),
      );
      await flush();
      expect(document.querySelector('[data-class-progress]')?.textContent).toBe('No submissions yet');
      expect(screen.getByText('None of your students has submitted this assessment yet.')).toBeTruthy();
      // Nothing to mark yet: no way to a marking that is not there.
      expect(screen.getByRole('button', { name: 'View Class Submissions' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Mark by Answer Group' })).toBeNull();
      teacher.unmount();
      const student = renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="stu-1" role="student" />, backend({ 'GET /assessments/as-1': { json: set } }));
      await flush();
      expect(document.querySelector('[data-status="draft"]')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit Assessment' })).toBeTruthy();
      student.unmount();
      renderWithBackend(
        <AssessmentDetails assessmentId="as-1" userId="teacher-1" role="teacher" />,
        backend({ 'GET /assessments/as-1': { json: { ...set, source: 'submission' } } }),
      );
      await flush();
      expect(document.querySelector('[data-class-progress]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Submit Assessment' })).toBeTruthy();
    });

    test('a released grade loses the provisional label', async () => {
      renderWithBackend(
        <AssessmentDetails assessmentId="as-1" userId="stu-1" studentAssessmentId="sa-1" />,
        backend({ 'GET /assessments/as-1': { json: ASSESSMENT }, [reportPath]: { json: { ...REPORT, review: { ...REPORT.review, state: 'released' } } } }),
      );
      await flush();
      expect(screen.queryByText('AI grade, awaiting teacher review')).toBeNull();
      expect(screen.getByText('Released')).toBeTruthy();
    });

    test('a teacher changes marks and feedback (PUT marks), is stopped above the question total, and releases (POST release)', async () => {
      let state = 'provisional';
      const server = backend({
        'GET /assessments/as-1': { json: ASSESSMENT },
        [reportPath]: () => ({ json: { ...REPORT, review: { ...REPORT.review, state } } }),
        'PUT /student-assessments/sa-1/marks': { json: { ok: true } },
        'POST /student-assessments/sa-1/release': () => {
          state = 'released';
          return { json: { ok: true } };
        },
      });
      renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="t-1" role="teacher" studentId="stu-1" studentAssessmentId="sa-1" />, server);
      await flush();
      const first = screen.getByRole('spinbutton', { name: 'Marks for Question 1 (out of 5)' });
      fireEvent.change(first, { target: { value: '6' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Marks' }));
      await flush();
      expect(screen.getByText('Marks cannot exceed 5')).toBeTruthy();
      expect(server.calls('PUT /student-assessments/sa-1/marks')).toHaveLength(0);
      fireEvent.change(first, { target: { value: '4' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Feedback for Question 1' }), { target: { value: 'Nearly there' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Marks' }));
      await flush();
      // The save names each question as served ('' for no part) and the copy of the marks the teacher opened.
      expect(server.calls('PUT /student-assessments/sa-1/marks')[0]!.body).toEqual({
        version: 1,
        marks: [
          { question: '1', question_part: '', marks_obtained: 4, feedback: 'Nearly there' },
          { question: '2', question_part: '', marks_obtained: 10, feedback: 'Well done' },
        ],
      });
      expect(screen.getByText('AI grade, awaiting teacher review')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Release' }));
      await flush();
      expect(server.calls('POST /student-assessments/sa-1/release')).toHaveLength(1);
      expect(screen.queryByText('AI grade, awaiting teacher review')).toBeNull();
    });
  });

  test("the teacher who made an assessment with a mark scheme sees it as read, not yet confirmed; another teacher or a student's self-check does not", async () => {
    const reading = {
      assessment_id: 'as-1',
      status: 'read',
      source: 'reader',
      questions: [{ label: '1', text: '', marks: 5, stated_marks: null, page: 1, points: [] }],
      total_marks: 5,
      stated_total: null,
      warnings: [],
      pages: [],
      mark_scheme_url: 'https://files.test/ms.pdf',
      provider_available: false,
      confirmed_at: null,
      confirmed_by: null,
    };
    const routes = { 'GET /assessments/as-1': { json: { ...ASSESSMENT, mark_scheme_url: 'https://files.test/ms.pdf' } }, 'GET /assessments/as-1/mark-scheme-reading': { json: reading } };
    const { unmount } = renderWithBackend(<AssessmentDetails assessmentId="as-1" userId="user-1" role="teacher" />, backend(routes));
    await flush();
    await flush();
    const section = screen.getByRole('region', { name: 'Mark scheme as read' });
    expect(within(section).getByText('Not yet confirmed: check what the grader read before students submit')).toBeTruthy();
    expect(within(section).getByText('Read as 1 question, 5 marks')).toBeTruthy();
    unmount();
    for (const [userId, role] of [
      ['user-2', 'teacher'],
      ['user-1', 'student'],
    ]) {
      const { unmount: close } = renderWithBackend(<AssessmentDetails assessmentId="as-1" userId={userId} role={role} />, backend(routes));
      await flush();
      expect(screen.getByRole('heading', { level: 1, name: 'Algebra test' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Mark scheme as read' })).toBeNull();
      close();
    }
  });
});
