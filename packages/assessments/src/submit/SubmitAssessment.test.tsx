import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeBackend, pdfFile, renderWithBackend, type FakeAnswer } from '../testing/fake-backend.tsx';
import { storedGradingJob } from '../shared/job-storage.ts';
import { SubmitAssessment } from './SubmitAssessment.tsx';

const SUBJECTS = [{ id: 's1', name: 'Mathematics', is_system_defined: true }];

function backend(submit: FakeAnswer = { json: { job_id: 'job-1', assessment_id: 'as-1', message: 'Queued' } }) {
  return fakeBackend((request) => {
    if (request.method === 'GET' && request.path === '/subjects/') return { json: SUBJECTS };
    if (request.method === 'POST' && request.path === '/subjects') return { status: 201, json: { id: 's2', name: (request.body as { name: string }).name, is_system_defined: false } };
    if (request.method === 'POST' && request.path === '/assessments/submit-and-grade') return submit;
    if (request.method === 'GET' && request.path === '/assessments/set-1')
      return { json: { id: 'set-1', title: 'Cells quiz', status: 'not_started', subject_id: 's1', subject: { name: 'Mathematics' }, created_at: '2026-01-05T10:00:00Z' } };
    return undefined;
  });
}

function fileInput(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
}

function choose(label: string, file: File) {
  fireEvent.change(fileInput(label), { target: { files: [file] } });
}

/** Presses Submit Assessment and confirms in the dialog that asks. */
function submitAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
}

async function fillValidForm() {
  fireEvent.change(screen.getByRole('textbox', { name: /Assessment Title/ }), { target: { value: 'Algebra test' } });
  await screen.findByRole('option', { name: 'Mathematics' });
  fireEvent.change(screen.getByRole('combobox', { name: /Subject/ }), { target: { value: 's1' } });
  choose('Student Answer', pdfFile('answers.pdf'));
}

afterEach(() => vi.useRealTimers());

describe('Submit New Assessment', () => {
  test("answers an assessment set for the class: its title and subject, the answer sheet alone, and its id", async () => {
    const server = backend();
    renderWithBackend(<SubmitAssessment assessmentId="set-1" />, server);
    expect(await screen.findByText(/Your answers to “Cells quiz”, set for your class/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Assessment Title/ }) as HTMLInputElement).value).toBe('Cells quiz');
    expect((screen.getByRole('textbox', { name: /Assessment Title/ }) as HTMLInputElement).readOnly).toBe(true);
    // The teacher's subject is shown, not offered for change.
    const subject = (await screen.findByRole('textbox', { name: /^Subject/ })) as HTMLInputElement;
    expect([subject.value, subject.readOnly]).toEqual(['Mathematics', true]);
    expect(screen.queryByRole('combobox', { name: /Subject/ })).toBeNull();
    expect(screen.queryByLabelText(/^Question Paper/)).toBeNull();
    expect(screen.queryByLabelText(/^Mark Scheme/)).toBeNull();
    choose('Student Answer', pdfFile('answers.pdf'));
    submitAndConfirm();
    await waitFor(() => expect(server.calls('POST /assessments/submit-and-grade')).toHaveLength(1));
    const form = server.calls('POST /assessments/submit-and-grade')[0]!.body as FormData;
    expect(form.get('assessment_id')).toBe('set-1');
    expect(form.get('title')).toBe('Cells quiz');
    expect(form.get('subject_id')).toBe('s1');
  });

  test('shows each validation message of spec 02 §5 and sends nothing', async () => {
    const server = backend();
    renderWithBackend(<SubmitAssessment />, server);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    expect(await screen.findByText('Assessment title is required')).toBeTruthy();
    expect(screen.getByText('Please select a subject')).toBeTruthy();
    expect(screen.getByText('Student Answer is required')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.calls('POST /assessments/submit-and-grade')).toHaveLength(0);
  });

  test('rejects files over 20 MB and files that are not PDFs, with the form-level file message', async () => {
    renderWithBackend(<SubmitAssessment />, backend());
    choose('Question Paper', pdfFile('paper.pdf', 20 * 1024 * 1024 + 1));
    expect(screen.getByText('File size exceeds the maximum limit of 20MB')).toBeTruthy();
    expect(screen.getByText('There are errors with some of your files')).toBeTruthy();
    choose('Question Paper', pdfFile('paper.pdf', 20 * 1024 * 1024));
    expect(screen.queryByText('File size exceeds the maximum limit of 20MB')).toBeNull();
    expect(screen.queryByText('There are errors with some of your files')).toBeNull();
    choose('Mark Scheme', pdfFile('scheme.docx', 100, 'application/msword'));
    expect(screen.getByText('Only PDF files are allowed')).toBeTruthy();
    await screen.findByRole('option', { name: 'Mathematics' });
  });

  test('asks "Submit Assessment?", posts the multipart form, then redirects to the list after 2 s', async () => {
    const server = backend();
    const onNavigate = vi.fn();
    renderWithBackend(<SubmitAssessment onNavigate={onNavigate} />, server);
    await fillValidForm();
    choose('Question Paper', pdfFile('paper.pdf'));
    fireEvent.click(screen.getByRole('checkbox', { name: /weak-areas PDF/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit Assessment?' });
    expect(server.calls('POST /assessments/submit-and-grade')).toHaveLength(0);
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toBeTruthy();
    const [sent] = server.calls('POST /assessments/submit-and-grade');
    const form = sent!.body as FormData;
    expect(form.get('title')).toBe('Algebra test');
    expect(form.get('subject_id')).toBe('s1');
    expect(form.get('purpose')).toBe('submission');
    expect(form.get('generate_weak_areas_pdf')).toBe('false');
    expect((form.get('student_answer') as File).name).toBe('answers.pdf');
    expect((form.get('question_paper') as File).name).toBe('paper.pdf');
    expect(form.get('mark_scheme')).toBeNull();
    expect(storedGradingJob('as-1')).toBe('job-1');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(onNavigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments', state: { forceRefresh: true } });
  });

  test('the weak-areas checkbox is on by default and only the first file of a slot is kept', async () => {
    const server = backend();
    renderWithBackend(<SubmitAssessment />, server);
    expect((screen.getByRole('checkbox', { name: /weak-areas PDF/ }) as HTMLInputElement).checked).toBe(true);
    await fillValidForm();
    fireEvent.change(fileInput('Student Answer'), { target: { files: [pdfFile('first.pdf'), pdfFile('second.pdf')] } });
    submitAndConfirm();
    await screen.findByText('Assessment submitted successfully! Redirecting to dashboard...');
    const form = server.calls('POST /assessments/submit-and-grade')[0]!.body as FormData;
    expect(form.getAll('student_answer').map((file) => (file as File).name)).toEqual(['first.pdf']);
    expect(form.get('generate_weak_areas_pdf')).toBe('true');
  });

  test('a 429 shows the usage-limit message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<SubmitAssessment />, backend({ status: 429, json: { limit_type: 'assessment_submission' } }));
    await fillValidForm();
    submitAndConfirm();
    expect(
      await screen.findByText('Usage limits reached: Your assessment_submission limit has been exceeded. Please try again later or upgrade your plan.'),
    ).toBeTruthy();
  });

  test('a failure shows the server message, or "An error occurred during submission" when there is none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<SubmitAssessment />, backend({ status: 400, json: { detail: 'Student answer is not a PDF' } }));
    await fillValidForm();
    submitAndConfirm();
    expect(await screen.findByText('Student answer is not a PDF')).toBeTruthy();
  });

  test('an unreachable backend shows a simulated job labelled as sample data, keeps the form and goes nowhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onNavigate = vi.fn();
    renderWithBackend(<SubmitAssessment onNavigate={onNavigate} />, backend('unreachable'));
    await fillValidForm();
    submitAndConfirm();
    expect(await screen.findByText(/could not be reached, so nothing was sent/)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Grading Job Status' });
    expect(within(card).getByText('Sample data')).toBeTruthy();
    expect(within(card).getByText('pending')).toBeTruthy();
    expect(screen.queryByText('Assessment submitted successfully! Redirecting to dashboard...')).toBeNull();
    expect((screen.getByRole('textbox', { name: /Assessment Title/ }) as HTMLInputElement).value).toBe('Algebra test');
    expect(screen.getByText(/^answers\.pdf \(/)).toBeTruthy();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test('a new subject can be created from typed text that matches no existing name', async () => {
    const server = backend();
    renderWithBackend(<SubmitAssessment />, server);
    await screen.findByRole('option', { name: 'Mathematics' });
    const typed = screen.getByRole('textbox', { name: 'New subject' });
    fireEvent.change(typed, { target: { value: ' mathematics ' } });
    expect((screen.getByRole('button', { name: 'Create subject' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'Chemistry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create "Chemistry"' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Subject/ }) as HTMLSelectElement).value).toBe('s2'));
    expect(server.calls('POST /subjects')[0]!.body).toEqual({ name: 'Chemistry' });
  });

  test('subjects that fail to load say so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<SubmitAssessment />, fakeBackend(() => ({ status: 500, json: {} })));
    expect(await screen.findByText('Failed to load subjects. Please try again.')).toBeTruthy();
  });

  test('Cancel goes back to the list', () => {
    const onNavigate = vi.fn();
    renderWithBackend(<SubmitAssessment onNavigate={onNavigate} />, backend());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments' });
  });
});
