import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MAX_FILE_BYTES, type ApiClient } from '@assess/core';
import { AssessApiProvider } from '@assess/ui';
import { fakeBackend, json, unreachable, type Routes } from '../testing/fake-backend.ts';
import { UploadValidate, type UploadValidateProps } from './UploadValidate.tsx';

const SUBJECTS = [
  { id: 'sub-bio', name: 'Biology', is_system_defined: true },
  { id: 'sub-chem', name: 'Chemistry', is_system_defined: true },
];

const USAGE = 'GET /supabase-usage/usage/summary';
const JOBS = 'GET /validation/jobs/pending';
const SUBMIT = 'POST /assessments/submit-and-grade';

function usage(current: number, limit = 15) {
  return json({ daily_usage: { used: current, limit }, validation: { current, limit } });
}

function routes(overrides: Routes = {}): Routes {
  return {
    'GET /subjects/': json(SUBJECTS),
    [USAGE]: usage(3),
    [JOBS]: json([]),
    [SUBMIT]: json({ job_id: 'job-9', assessment_id: 'a-9', message: 'Validation started' }),
    ...overrides,
  };
}

function pdf(name: string, size?: number): File {
  return new File(size === undefined ? ['%PDF-1.7'] : ['%PDF-', new Uint8Array(Math.max(0, size - 5))], name, { type: 'application/pdf' });
}

function renderScreen(api: ApiClient, props: UploadValidateProps = {}) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <AssessApiProvider client={api}>
      <UploadValidate {...props} />
    </AssessApiProvider>,
  );
  return user;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const answerSheetInput = () => screen.getByLabelText(/^Answer sheet/);

async function fillBasics(user: ReturnType<typeof userEvent.setup>, subject = 'sub-bio') {
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Cell biology mock');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Term 1');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Biology' })).toBeTruthy());
  await user.selectOptions(screen.getByRole('combobox', { name: /^Subject/ }), subject);
}

async function reachReview(user: ReturnType<typeof userEvent.setup>) {
  await fillBasics(user);
  await user.click(next());
  await user.upload(answerSheetInput(), pdf('answers.pdf'));
  await user.click(next());
  expect(screen.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeTruthy();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UploadValidate', () => {
  it('shows the title, the Validation breadcrumb, the three steps and 10 remaining validations until usage data arrives', async () => {
    let answerUsage: (response: Response) => void = () => undefined;
    const backend = fakeBackend(routes({ [USAGE]: () => new Promise<Response>((resolve) => (answerUsage = resolve)) }));
    renderScreen(backend.api);

    expect(screen.getByRole('heading', { level: 1, name: 'Upload & Validate' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Validation').getAttribute('aria-current')).toBe('page');
    const steps = within(screen.getByRole('list', { name: 'Validation steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Basic Information', '2Upload Files', '3Review & Submit']);
    expect(screen.getByTestId('remaining-validations').textContent).toBe('10');
    expect(screen.getByText('Processing time is about 2-5 minutes')).toBeTruthy();

    await waitFor(() => expect(backend.callsTo(USAGE)).toHaveLength(1));
    await act(async () => answerUsage(usage(3)));
    await waitFor(() => expect(screen.getByTestId('remaining-validations').textContent).toBe('12'));
    expect(screen.getByText('Used today: 3 / 15')).toBeTruthy();
  });

  it('shows each Basic Information message and enables Next only when the step is valid', async () => {
    const { api } = fakeBackend(routes());
    const user = renderScreen(api);
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.tab();
    expect(screen.getByText('Title is required')).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(screen.getByText('Subject is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Mock');
    expect(screen.queryByText('Title is required')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Subject/ }), 'custom');
    const customName = screen.getByRole('textbox', { name: /^Custom subject name/ });
    await user.click(customName);
    await user.tab();
    expect(screen.getByText('Custom subject name is required')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    await user.type(customName, 'Astronomy');
    expect(screen.queryByText('Custom subject name is required')).toBeNull();
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    await user.click(next());
    expect(screen.getByRole('heading', { level: 2, name: 'Upload Files' })).toBe(document.activeElement);
  });

  it('requires the answer sheet, accepts only PDFs of at most 10 MB, and checks the optional slots too', async () => {
    const { api } = fakeBackend(routes());
    const user = renderScreen(api);
    await fillBasics(user);
    await user.click(next());

    await user.click(answerSheetInput());
    await user.tab();
    expect(screen.getByText('Answer sheet is required')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    await user.upload(answerSheetInput(), new File(['notes'], 'answers.txt', { type: 'text/plain' }));
    expect(screen.getByText('Only PDF files are allowed')).toBeTruthy();
    await user.upload(answerSheetInput(), pdf('huge.pdf', VALIDATION_MAX_FILE_BYTES + 1));
    expect(screen.getByText('File size exceeds 10MB limit')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    await user.upload(answerSheetInput(), pdf('answers.pdf', VALIDATION_MAX_FILE_BYTES));
    expect(screen.queryByText('File size exceeds 10MB limit')).toBeNull();
    expect(screen.getByText('answers.pdf (10 MB)')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(false);

    await user.upload(screen.getByLabelText('Mark scheme (optional)'), pdf('scheme.pdf', VALIDATION_MAX_FILE_BYTES + 1));
    expect(screen.getByText('File size exceeds 10MB limit')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove scheme.pdf' }));
    expect((next() as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks usage again past the cache, then sends purpose validation, subject_name and only the first file of each slot, and resets', async () => {
    const backend = fakeBackend(
      routes({
        [JOBS]: [json([]), json([{ job_id: 'job-9', status: 'pending', file_name: 'answers.pdf', job_type: 'validation', created_at: '2025-01-05' }])],
      }),
    );
    const user = renderScreen(backend.api);
    await fillBasics(user);
    await user.click(next());
    fireEvent.change(answerSheetInput(), { target: { files: [pdf('answers.pdf'), pdf('second.pdf')] } });
    await user.upload(screen.getByLabelText('Question paper (optional)'), pdf('paper.pdf'));
    await user.click(next());
    expect(screen.getByText('answers.pdf (8 Bytes)')).toBeTruthy();
    expect(backend.callsTo(USAGE)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(backend.callsTo(SUBMIT)).toHaveLength(1));
    const beforeSubmit = backend.calls.slice(0, backend.calls.indexOf(backend.callsTo(SUBMIT)[0]!));
    expect(beforeSubmit.filter((call) => `${call.method} ${call.path}` === USAGE)).toHaveLength(2);

    const body = backend.callsTo(SUBMIT)[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('purpose')).toBe('validation');
    expect(body.get('title')).toBe('Cell biology mock');
    expect(body.get('description')).toBe('Term 1');
    expect(body.get('subject_id')).toBe('sub-bio');
    expect(body.get('subject_name')).toBe('Biology');
    expect(body.get('generate_weak_areas_pdf')).toBe('false');
    expect(body.getAll('student_answer').map((file) => (file as File).name)).toEqual(['answers.pdf']);
    expect((body.get('question_paper') as File).name).toBe('paper.pdf');
    expect(body.get('mark_scheme')).toBeNull();

    expect(await screen.findByText('Validation started')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /^Subject/ }) as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Pending validation jobs' })).getByText('answers.pdf')).toBeTruthy());
    expect(backend.callsTo(JOBS)).toHaveLength(2);
  });

  it('sends a custom subject by its name alone', async () => {
    const backend = fakeBackend(routes());
    const user = renderScreen(backend.api);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Star charts');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Subject/ }), 'custom');
    await user.type(screen.getByRole('textbox', { name: /^Custom subject name/ }), '  Astronomy ');
    await user.click(next());
    await user.upload(answerSheetInput(), pdf('answers.pdf'));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(backend.callsTo(SUBMIT)).toHaveLength(1));
    const body = backend.callsTo(SUBMIT)[0]!.init.body as FormData;
    expect(body.get('subject_name')).toBe('Astronomy');
    expect(body.get('subject_id')).toBeNull();
    expect(body.get('description')).toBeNull();
  });

  it('shows the limit banner from usage data, links it to the subscription page and blocks submitting', async () => {
    const backend = fakeBackend(routes({ [USAGE]: usage(15) }));
    const onNavigate = vi.fn();
    const user = renderScreen(backend.api, { onNavigate });
    expect(await screen.findByText('You have reached your validation limit')).toBeTruthy();
    expect(screen.getByTestId('remaining-validations').textContent).toBe('0');
    const upgrade = screen.getByRole('link', { name: 'Upgrade Plan' });
    expect(upgrade.getAttribute('href')).toBe('/dashboard/subscription');
    await user.click(upgrade);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/subscription' });

    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('You have reached your daily validation limit. Please try again tomorrow.');
    expect(backend.callsTo(USAGE)).toHaveLength(1);
    expect(backend.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('stops when the fresh usage check finds the limit reached', async () => {
    const backend = fakeBackend(routes({ [USAGE]: [usage(3), usage(15)] }));
    const user = renderScreen(backend.api);
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have reached your daily validation limit. Please try again tomorrow.');
    expect(screen.getByText('You have reached your validation limit')).toBeTruthy();
    expect(backend.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('does not send when usage cannot be verified', async () => {
    const backend = fakeBackend(
      routes({ [USAGE]: [usage(3), json({ detail: 'boom' }, 500)], 'GET /validation/usage': json({ detail: 'boom' }, 500) }),
    );
    const user = renderScreen(backend.api);
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to verify usage limits. Please try again.');
    expect(backend.callsTo('GET /validation/usage')).toHaveLength(1);
    expect(backend.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('falls back to /validation/usage when the usage summary fails', async () => {
    const backend = fakeBackend(
      routes({ [USAGE]: json({ detail: 'Not Found' }, 404), 'GET /validation/usage': json({ daily_usage: { used: 5, limit: 15 } }) }),
    );
    renderScreen(backend.api);
    await waitFor(() => expect(screen.getByTestId('remaining-validations').textContent).toBe('10'));
    expect(screen.getByText('Used today: 5 / 15')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the usage-limit message of a 429 and the limit banner', async () => {
    const backend = fakeBackend(routes({ [SUBMIT]: json({ limit_type: 'validation' }, 429) }));
    const user = renderScreen(backend.api);
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Usage limits reached: Your validation limit has been exceeded. Please try again later or upgrade your plan.',
    );
    expect(screen.getByText('You have reached your validation limit')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeTruthy();
  });

  it('keeps the form and says so when the submission fails for another reason', async () => {
    const backend = fakeBackend(routes({ [SUBMIT]: json({ detail: 'Internal error' }, 500) }));
    const user = renderScreen(backend.api);
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit assessment. Please try again.');
    expect(screen.getByText('Cell biology mock')).toBeTruthy();
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(backend.callsTo(SUBMIT)).toHaveLength(1);
  });

  it("shows the server's reason when it refuses the file, not the screen's general failure", async () => {
    const backend = fakeBackend(routes({ [SUBMIT]: json({ detail: 'The file could not be read as a PDF' }, 415) }));
    const user = renderScreen(backend.api);
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be read as a PDF');
    expect(screen.getByText('Cell biology mock')).toBeTruthy();
  });

  it('shows a simulated job labelled as sample data, and keeps the form, when the submission cannot reach the backend', async () => {
    const backend = fakeBackend(routes({ [SUBMIT]: unreachable }));
    const user = renderScreen(backend.api);
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/could not be reached, so nothing was sent/)).toBeTruthy();
    const jobs = within(screen.getByRole('list', { name: 'Pending validation jobs' }));
    expect(jobs.getByText('Cell biology mock')).toBeTruthy();
    expect(jobs.getByText('Sample data')).toBeTruthy();
    expect(screen.getAllByText('Cell biology mock')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeTruthy();
    expect(backend.callsTo(SUBMIT)).toHaveLength(1);
  });

  it('says so when the first loads fail', async () => {
    const backend = fakeBackend(routes({ 'GET /subjects/': json({ detail: 'down' }, 500) }));
    renderScreen(backend.api);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load initial data. Please refresh the page.');
  });

  it('lists pending validation jobs and reads them again past the cache on Refresh Jobs', async () => {
    const backend = fakeBackend(
      routes({
        [JOBS]: [
          json([{ job_id: 'j1', status: 'processing', assessment: { id: 'a1', title: 'Algebra quiz' }, job_type: 'validation' }]),
          json([]),
        ],
      }),
    );
    const user = renderScreen(backend.api);
    const list = await screen.findByRole('list', { name: 'Pending validation jobs' });
    expect(within(list).getByText('Algebra quiz')).toBeTruthy();
    expect(within(list).getByText('Processing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh Jobs' }));
    expect(await screen.findByText('No pending jobs')).toBeTruthy();
    expect(backend.callsTo(JOBS)).toHaveLength(2);
  });

  it('shows no pending jobs and no error when the backend cannot be reached for them', async () => {
    vi.useFakeTimers();
    const backend = fakeBackend(routes({ [JOBS]: unreachable }));
    render(
      <AssessApiProvider client={backend.api}>
        <UploadValidate />
      </AssessApiProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('No pending jobs')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backend.callsTo(JOBS).length).toBeGreaterThan(1);
  });

  it('leaves for My Assessments through onNavigate', async () => {
    const onNavigate = vi.fn();
    const user = renderScreen(fakeBackend(routes()).api, { onNavigate });
    const link = screen.getByRole('link', { name: 'My Assessments' });
    expect(link.getAttribute('href')).toBe('/dashboard/assessments');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments' });
  });
});
