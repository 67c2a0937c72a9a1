import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBackend, pdfFile, renderWithBackend, type FakeAnswer, type FakeRequest } from '../testing/fake-backend.tsx';
import { CreateAssessment } from './CreateAssessment.tsx';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function backend(routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)> = {}) {
  return fakeBackend((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (typeof route === 'function') return route(request);
    if (route) return route;
    if (request.path === '/subjects/') return { json: [{ id: 's1', name: 'Mathematics', is_system_defined: true }] };
    return undefined;
  });
}

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

async function fillDetails() {
  await flush();
  fireEvent.change(screen.getByRole('textbox', { name: /Assessment Title/ }), { target: { value: 'Quadratics' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Subject/ }), { target: { value: 's1' } });
  fireEvent.change(screen.getByRole('combobox', { name: /Class\/Year Group/ }), { target: { value: 'Year 10' } });
}

/** Fills the details, chooses Upload Files with a question paper and a mark scheme, and creates the assessment. */
async function createFromFiles() {
  await fillDetails();
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('button', { name: 'Upload Files' }));
  fireEvent.change(screen.getByLabelText(/^Question Paper/), { target: { files: [pdfFile('paper.pdf')] } });
  fireEvent.change(screen.getByLabelText(/^Mark Scheme/), { target: { files: [pdfFile('scheme.pdf')] } });
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
  await flush();
}

async function toReview() {
  await fillDetails();
  fireEvent.click(next());
  fireEvent.click(next());
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Create wizard', () => {
  test('step 0 shows each message of spec 02 §5, and Next is enabled only when the step is valid', async () => {
    renderWithBackend(<CreateAssessment />, backend());
    await flush();
    expect(screen.getByRole('list', { name: 'Create assessment steps' }).textContent).toContain('Assessment Details');
    expect((screen.getByRole('spinbutton', { name: /Total Marks/ }) as HTMLInputElement).value).toBe('50');
    expect((screen.getByRole('spinbutton', { name: /Time Limit/ }) as HTMLInputElement).value).toBe('60');
    expect((screen.getByRole('combobox', { name: /Difficulty Level/ }) as HTMLSelectElement).value).toBe('medium');
    expect(next().disabled).toBe(true);
    const title = screen.getByRole('textbox', { name: /Assessment Title/ });
    fireEvent.blur(title);
    expect(screen.getByText('Assessment title is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /^Subject/ }), { target: { value: 'custom' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /Custom Subject/ }));
    expect(screen.getByText('Subject is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Class\/Year Group/ }), { target: { value: '' } });
    expect(screen.getByText('Class/Year group is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Total Marks/ }), { target: { value: '0' } });
    expect(screen.getByText('Total marks must be greater than 0')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Time Limit/ }), { target: { value: '0' } });
    expect(screen.getByText('Time limit must be greater than 0')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Quadratics' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Custom Subject/ }), { target: { value: 'Further Maths' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Class\/Year Group/ }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Custom Class/ }), { target: { value: 'Set 2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Total Marks/ }), { target: { value: '50' } });
    expect(next().disabled).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: /Time Limit/ }), { target: { value: '45' } });
    expect(next().disabled).toBe(false);
  });

  test('AI sections start as A and B, a new one is multiple_choice, 1, medium, 10 marks, and the marks must add up', async () => {
    renderWithBackend(<CreateAssessment />, backend());
    await fillDetails();
    fireEvent.click(next());
    const a = screen.getByRole('listitem', { name: 'Section A' });
    expect((within(a).getByRole('combobox', { name: 'Question Type' }) as HTMLSelectElement).value).toBe('short_essay');
    expect((within(a).getByRole('spinbutton', { name: 'Number of Questions' }) as HTMLInputElement).value).toBe('5');
    expect((within(a).getByRole('spinbutton', { name: 'Marks' }) as HTMLInputElement).value).toBe('20');
    const b = screen.getByRole('listitem', { name: 'Section B' });
    expect((within(b).getByRole('combobox', { name: 'Question Type' }) as HTMLSelectElement).value).toBe('single_choice');
    expect((within(b).getByRole('spinbutton', { name: 'Marks' }) as HTMLInputElement).value).toBe('30');
    expect(next().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    const c = screen.getByRole('listitem', { name: 'Section C' });
    expect((within(c).getByRole('combobox', { name: 'Question Type' }) as HTMLSelectElement).value).toBe('multiple_choice');
    expect((within(c).getByRole('spinbutton', { name: 'Number of Questions' }) as HTMLInputElement).value).toBe('1');
    expect((within(c).getByRole('combobox', { name: 'Difficulty' }) as HTMLSelectElement).value).toBe('medium');
    expect((within(c).getByRole('spinbutton', { name: 'Marks' }) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Question marks (60) must equal total marks (50)')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Section C' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Section B' }));
    expect(screen.getByText('Question marks (20) must equal total marks (50)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove Section A' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('file mode needs both files: "Question paper file is required", "Mark scheme file is required"', async () => {
    renderWithBackend(<CreateAssessment />, backend());
    await fillDetails();
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(screen.getByText('Question paper file is required')).toBeTruthy();
    expect(screen.getByText('Mark scheme file is required')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Question Paper/), { target: { files: [pdfFile('paper.pdf')] } });
    fireEvent.change(screen.getByLabelText(/^Mark Scheme/), { target: { files: [pdfFile('scheme.pdf')] } });
    expect(next().disabled).toBe(false);
  });

  test('the final check rejects a section with no questions: "Invalid question type configuration at position 1"', async () => {
    const server = backend();
    renderWithBackend(<CreateAssessment />, server);
    await fillDetails();
    fireEvent.click(next());
    fireEvent.change(within(screen.getByRole('listitem', { name: 'Section A' })).getByRole('spinbutton', { name: 'Number of Questions' }), { target: { value: '0' } });
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    expect(screen.getByText('Invalid question type configuration at position 1')).toBeTruthy();
    expect(server.calls('POST /assessments/create-comprehensive-async')).toHaveLength(0);
  });

  test('AI mode posts JSON, then polls the job after 1 s and every 2 s (fresh), shows its messages and redirects 2 s after completion', async () => {
    let status = 'pending';
    const onNavigate = vi.fn();
    const server = backend({
      'POST /assessments/create-comprehensive-async': { json: { job_id: 'cj-1', message: 'started' } },
      'GET /assessments/grading-jobs/cj-1': () => ({ json: { job_id: 'cj-1', status } }),
    });
    renderWithBackend(<CreateAssessment onNavigate={onNavigate} />, server);
    await toReview();
    expect(screen.getByText('Quadratics')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    const body = server.calls('POST /assessments/create-comprehensive-async')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Quadratics',
      subject: { id: 's1', name: 'Mathematics', is_system_defined: true },
      class_info: { id: null, name: 'Year 10' },
      total_marks: 50,
      time_limit_minutes: 60,
      difficulty_level: 'medium',
      instructions_to_students: 'Answer all questions. Show your working clearly.',
      status: 'draft',
      question_configuration: {
        use_file_upload: false,
        question_types: [
          { question_type: 'short_essay', question_count: 5, difficulty_level: 'medium', marks_per_section: 20, order: 1, section_label: 'Section A' },
          { question_type: 'single_choice', question_count: 5, difficulty_level: 'medium', marks_per_section: 30, order: 2, section_label: 'Section B' },
        ],
      },
    });
    expect(screen.getByText('Assessment Created & Processing!')).toBeTruthy();
    const checks = () => server.calls('GET /assessments/grading-jobs/cj-1').length;
    /** The next status check comes exactly `ms` after the last one, not a moment sooner. */
    const nextCheckAfter = async (ms: number) => {
      const before = checks();
      await advance(ms - 1);
      expect(checks()).toBe(before);
      await advance(1);
      expect(checks()).toBe(before + 1);
    };
    await nextCheckAfter(1000);
    expect(checks()).toBe(1);
    expect(screen.getByText('Assessment creation queued...')).toBeTruthy();
    status = 'processing';
    await nextCheckAfter(2000);
    expect(checks()).toBe(2);
    expect(screen.getByText('AI is generating your assessment questions and files...')).toBeTruthy();
    status = 'completed';
    await advance(2000);
    expect(checks()).toBe(3);
    expect(screen.getByText('Assessment Created!')).toBeTruthy();
    await advance(1999);
    expect(onNavigate).not.toHaveBeenCalled();
    await advance(1);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments', state: { forceRefresh: true } });
    await advance(20_000);
    expect(checks()).toBe(3);
  });

  test('polling stops after 120 checks and says the assessment will appear once ready', async () => {
    const server = backend({
      'POST /assessments/create-comprehensive-async': { json: { job_id: 'cj-1' } },
      'GET /assessments/grading-jobs/cj-1': { json: { job_id: 'cj-1', status: 'processing' } },
    });
    renderWithBackend(<CreateAssessment />, server);
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    await advance(1000 + 118 * 2000);
    expect(server.calls('GET /assessments/grading-jobs/cj-1')).toHaveLength(119);
    await advance(2000);
    expect(server.calls('GET /assessments/grading-jobs/cj-1')).toHaveLength(120);
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();
    await advance(60_000);
    expect(server.calls('GET /assessments/grading-jobs/cj-1')).toHaveLength(120);
  });

  test('a failed creation job shows its error, or "Assessment creation failed"', async () => {
    const onNavigate = vi.fn();
    renderWithBackend(
      <CreateAssessment onNavigate={onNavigate} />,
      backend({
        'POST /assessments/create-comprehensive-async': { json: { job_id: 'cj-1' } },
        'GET /assessments/grading-jobs/cj-1': { json: { job_id: 'cj-1', status: 'failed' } },
      }),
    );
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    await advance(1000);
    expect(screen.getByText('Assessment creation failed')).toBeTruthy();
    await advance(10_000);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test('without a job: "Assessment Created!" for 6 s and the list after 2 s', async () => {
    const onNavigate = vi.fn();
    renderWithBackend(<CreateAssessment onNavigate={onNavigate} />, backend({ 'POST /assessments/create-comprehensive-async': { json: { id: 'new-1' } } }));
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    expect(screen.getByText('Assessment Created!')).toBeTruthy();
    expect(screen.getByText(/My Files/)).toBeTruthy();
    await advance(2000);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments', state: { forceRefresh: true } });
    await advance(3999);
    expect(screen.queryByText('Assessment Created!')).toBeTruthy();
    await advance(1);
    expect(screen.queryByText('Assessment Created!')).toBeNull();
  });

  test('a class given to the wizard (the course of a learning platform) is offered first, chosen, and the assessment is made for it', async () => {
    const server = backend({ 'POST /assessments/create-comprehensive-async': { json: { id: 'new-1' } } });
    renderWithBackend(<CreateAssessment defaultClassId="c-biology" defaultClassName="Biology 101" />, server);
    await flush();
    const classes = screen.getByRole('combobox', { name: /Class\/Year Group/ }) as HTMLSelectElement;
    expect(classes.value).toBe('Biology 101');
    expect([...classes.options].filter((option) => option.value).map((option) => option.textContent)).toEqual(['Biology 101', 'Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12', 'Year 13', 'Custom']);
    fireEvent.change(screen.getByRole('textbox', { name: /Assessment Title/ }), { target: { value: 'Quadratics' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Subject/ }), { target: { value: 's1' } });
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    const body = server.calls('POST /assessments/create-comprehensive-async')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ class_info: { id: 'c-biology', name: 'Biology 101' } });
  });

  test('file mode posts multipart to create-comprehensive-with-files', async () => {
    const server = backend({ 'POST /assessments/create-comprehensive-with-files': { json: { id: 'new-1' } } });
    renderWithBackend(<CreateAssessment />, server);
    await createFromFiles();
    const form = server.calls('POST /assessments/create-comprehensive-with-files')[0]!.body as FormData;
    expect(form.get('use_file_upload')).toBe('true');
    expect(form.get('question_types')).toBe('[]');
    expect(form.get('subject_id')).toBe('s1');
    expect(form.get('class_name')).toBe('Year 10');
    expect((form.get('question_paper') as File).name).toBe('paper.pdf');
    expect((form.get('mark_scheme') as File).name).toBe('scheme.pdf');
  });

  test('file mode shows what the grader read of the mark scheme before leaving; confirming it opens the assessment', async () => {
    const reading = {
      assessment_id: 'new-1',
      status: 'read',
      source: 'reader',
      questions: [{ label: '1', text: '', marks: 2, stated_marks: 2, page: 1, points: [{ text: 'an object stays at rest', marks: 2, alternatives: [] }] }],
      total_marks: 2,
      stated_total: null,
      warnings: [],
      pages: [{ number: 1, text: '1. An object stays at rest (2)', image_url: null }],
      mark_scheme_url: null,
      provider_available: false,
      confirmed_at: null,
      confirmed_by: null,
    };
    const server = backend({
      'POST /assessments/create-comprehensive-with-files': { json: { id: 'new-1', assessment_id: 'new-1' } },
      'GET /assessments/new-1/mark-scheme-reading': { json: reading },
      'PUT /assessments/new-1/mark-scheme-reading': { json: { ...reading, status: 'confirmed', source: 'teacher' } },
    });
    const onNavigate = vi.fn();
    renderWithBackend(<CreateAssessment onNavigate={onNavigate} />, server);
    await createFromFiles();
    await flush();
    const readOut = screen.getByRole('region', { name: 'What the grader read' });
    expect(within(readOut).getByText('Read as 1 question, 2 marks')).toBeTruthy();
    expect(document.activeElement?.contains(readOut)).toBe(true);
    // No redirect to the list while the teacher checks it.
    await advance(5000);
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(within(readOut).getByRole('button', { name: 'Confirm mark scheme' }));
    await flush();
    expect(server.calls('PUT /assessments/new-1/mark-scheme-reading')).toHaveLength(1);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments/new-1' });
  });

  test('a refused create shows the server detail, or "Failed to create assessment. Please try again."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: FakeAnswer = { status: 422, json: { detail: 'Subject not found' } };
    renderWithBackend(<CreateAssessment />, backend({ 'POST /assessments/create-comprehensive-async': () => answer }));
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    expect(screen.getByText('Subject not found')).toBeTruthy();
    answer = { status: 500, json: {} };
    fireEvent.click(screen.getByRole('button', { name: 'Create Assessment' }));
    await flush();
    expect(screen.getByText('Failed to create assessment. Please try again.')).toBeTruthy();
  });
});
