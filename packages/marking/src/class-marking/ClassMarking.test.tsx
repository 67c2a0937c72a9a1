import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBackend, renderWithBackend, type FakeAnswer, type FakeRequest } from '../testing/fake-backend.tsx';
import { AnswerGroups } from './AnswerGroups.tsx';
import { countsText, readMarks, reviewOrder } from './answer-groups.ts';
import { GROUP_TEXTS, REGRADE_TEXTS } from './texts.ts';
import { RegradePanel } from './RegradePanel.tsx';
import { RegradeRequests } from './RegradeRequests.tsx';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

function backend(routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)>) {
  return fakeBackend((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return typeof route === 'function' ? route(request) : route;
  });
}

const answer = (id: string, name: string, text: string, marks: number, source: 'teacher' | 'suggestion' | 'grader' = 'grader') => ({
  student_assessment_id: id,
  student: { id: `u-${id}`, name },
  answer: text,
  marks_obtained: marks,
  source,
  grader_marks: marks,
  suggested_marks: source === 'suggestion' ? marks : null,
  suggestion_confidence: null as number | null,
  needs_review: false,
  teacher_marks: source === 'teacher' ? marks : null,
  released: false,
});

function groupsOf(suggested: boolean) {
  const a = answer('sa-1', 'Ann', 'Light energy makes glucose', 2, suggested ? 'teacher' : 'grader');
  const b = answer('sa-2', 'Ben', 'light energy makes glucose', suggested ? 3 : 2, suggested ? 'suggestion' : 'grader');
  const c = answer('sa-3', 'Cat', 'It grows', 0);
  return {
    assessment_id: 'as-1',
    question: '2',
    question_part: '',
    label: '2',
    total_marks: 3,
    correct_answer: 'light energy is used to make glucose',
    questions: [
      { label: '1(a)', total_marks: 1 },
      { label: '2', total_marks: 3 },
    ],
    counts: { answers: 3, teacher_marked: suggested ? 1 : 0, suggestions: suggested ? 1 : 0 },
    groups: [
      { id: 'sa-1', kind: 'identical', size: 2, representative: a, answers: [a, b] },
      { id: 'sa-3', kind: 'identical', size: 1, representative: c, answers: [c] },
    ],
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('answer groups', () => {
  test('reads typed marks on the question\'s scale and says how many answers are marked', () => {
    expect(readMarks('', 3)).toEqual({ error: GROUP_TEXTS.enterMarks });
    expect(readMarks('4', 3)).toEqual({ error: 'Marks cannot exceed 3' });
    expect(readMarks('2', 3)).toEqual({ marks: 2 });
    expect(countsText({ answers: 12, teacher_marked: 3, suggestions: 9 })).toBe('12 answers · 3 marked by you · 9 suggested from your marks');
  });

  test('shows a question\'s groups, marks a group at once, and shows the suggestions learned from it', async () => {
    let marked = false;
    const server = backend({
      'GET /assessments/as-1/questions': { json: groupsOf(false).questions },
      'GET /assessments/as-1/questions/1(a)/groups': { json: { ...groupsOf(false), label: '1(a)', question: '1', question_part: '(a)', total_marks: 1 } },
      'GET /assessments/as-1/questions/2/groups': () => ({ json: groupsOf(marked) }),
      'PUT /assessments/as-1/questions/2/marks': () => {
        marked = true;
        return { json: groupsOf(true) };
      },
      'POST /assessments/as-1/questions/2/suggestions/accept': { json: groupsOf(true) },
    });
    renderWithBackend(<AnswerGroups assessmentId="as-1" />, server);
    await flush();
    fireEvent.change(screen.getByRole('combobox', { name: 'Question' }), { target: { value: '2' } });
    await flush();
    const list = screen.getByRole('list', { name: 'Answer groups for question 2' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Group 1: 2 answers' })).toBeTruthy();
    expect(within(first).getByText('Light energy makes glucose')).toBeTruthy();
    expect(within(first).getByText('Marks so far: 2 × 2/3 (AI grade)')).toBeTruthy();

    const field = within(first).getByRole('spinbutton', { name: 'Marks for Group 1 (out of 3)' });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Mark Group' }));
    await flush();
    expect(within(first).getByText('Marks cannot exceed 3')).toBeTruthy();
    expect(server.calls('PUT /assessments/as-1/questions/2/marks')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Mark Group' }));
    await flush();
    expect(server.calls('PUT /assessments/as-1/questions/2/marks')[0]!.body).toEqual({ student_assessment_ids: ['sa-1', 'sa-2'], marks_obtained: 2 });
    expect(screen.getByText(GROUP_TEXTS.saved)).toBeTruthy();
    expect(screen.getByText('3 answers · 1 marked by you · 1 suggested from your marks')).toBeTruthy();
    expect(document.querySelector('[data-source="suggestion"]')?.textContent).toBe('3 / 3 · Suggested from your marks');

    fireEvent.click(screen.getByRole('button', { name: 'Accept Suggestions (1)' }));
    await flush();
    expect(server.calls('POST /assessments/as-1/questions/2/suggestions/accept')).toHaveLength(1);
    expect(screen.getByText(GROUP_TEXTS.accepted)).toBeTruthy();
  });

  test('an answer for a question chosen before does not take the place of the groups on show', async () => {
    let answerFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    const server = backend({
      'GET /assessments/as-1/questions': { json: groupsOf(false).questions },
      'GET /assessments/as-1/questions/1(a)/groups': () =>
        firstHeld.then(() => ({ json: { ...groupsOf(false), label: '1(a)', question: '1', question_part: '(a)', total_marks: 1 } })),
      'GET /assessments/as-1/questions/2/groups': { json: groupsOf(false) },
    });
    renderWithBackend(<AnswerGroups assessmentId="as-1" />, server);
    await flush();
    fireEvent.change(screen.getByRole('combobox', { name: 'Question' }), { target: { value: '2' } });
    await flush();
    expect(screen.getByRole('list', { name: 'Answer groups for question 2' })).toBeTruthy();
    // The first question's groups arrive last: question 2's stay on show.
    answerFirst();
    await flush();
    expect(screen.getByRole('list', { name: 'Answer groups for question 2' })).toBeTruthy();
    expect(screen.queryByText(GROUP_TEXTS.loading)).toBeNull();
  });

  test('shows the groups whose suggested marks need the teacher\'s eye first, least sure first, with how sure each is', async () => {
    const sure = (a: ReturnType<typeof answer>, confidence: number, review: boolean) => ({ ...a, suggestion_confidence: confidence, needs_review: review });
    const marked = answer('sa-1', 'Ann', 'Light energy makes glucose', 2, 'teacher');
    const close = sure(answer('sa-2', 'Ben', 'light energy makes glucose', 2, 'suggestion'), 0.9, false);
    const unsure = sure(answer('sa-3', 'Cat', 'It grows', 1, 'suggestion'), 0.2, true);
    const lessUnsure = sure(answer('sa-4', 'Dan', 'It needs water', 1, 'suggestion'), 0.35, true);
    const data = {
      ...groupsOf(true),
      counts: { answers: 4, teacher_marked: 1, suggestions: 3 },
      groups: [
        { id: 'sa-1', kind: 'identical', size: 2, representative: marked, answers: [marked, close] },
        { id: 'sa-4', kind: 'identical', size: 1, representative: lessUnsure, answers: [lessUnsure] },
        { id: 'sa-3', kind: 'identical', size: 1, representative: unsure, answers: [unsure] },
      ],
    };
    expect(reviewOrder(data.groups as never).map((g) => g.id)).toEqual(['sa-3', 'sa-4', 'sa-1']);
    const server = backend({
      'GET /assessments/as-1/questions': { json: [{ label: '2', total_marks: 3 }] },
      'GET /assessments/as-1/questions/2/groups': { json: data },
    });
    renderWithBackend(<AnswerGroups assessmentId="as-1" />, server);
    await flush();
    const items = Array.from(screen.getByRole('list', { name: 'Answer groups for question 2' }).children) as HTMLElement[];
    expect(within(items[0]!).getByText('It grows')).toBeTruthy();
    expect(within(items[0]!).getAllByText(GROUP_TEXTS.needsReview).length).toBeGreaterThan(0);
    expect(within(items[1]!).getByText('It needs water')).toBeTruthy();
    expect(within(items[2]!).getByText('Light energy makes glucose')).toBeTruthy();
    expect(within(items[2]!).queryByText(GROUP_TEXTS.needsReview)).toBeNull();
    // Split, a group shows each suggestion with how sure it is.
    fireEvent.click(within(items[2]!).getByRole('button', { name: GROUP_TEXTS.split }));
    expect(within(items[2]!).getByText('2 / 3 · Suggested from your marks · 90% sure')).toBeTruthy();
  });

  test('splits a group so one answer is marked alone', async () => {
    const server = backend({
      'GET /assessments/as-1/questions': { json: [{ label: '2', total_marks: 3 }] },
      'GET /assessments/as-1/questions/2/groups': { json: groupsOf(false) },
      'PUT /assessments/as-1/questions/2/marks': { json: groupsOf(true) },
    });
    renderWithBackend(<AnswerGroups assessmentId="as-1" />, server);
    await flush();
    fireEvent.click(screen.getAllByRole('button', { name: 'Split Group' })[0]!);
    const ben = screen.getByRole('spinbutton', { name: 'Marks for Ben (out of 3)' });
    fireEvent.change(ben, { target: { value: '1' } });
    fireEvent.submit(ben.closest('form')!);
    await flush();
    expect(server.calls('PUT /assessments/as-1/questions/2/marks')[0]!.body).toEqual({ student_assessment_ids: ['sa-2'], marks_obtained: 1 });
  });

  test('shows nothing to someone who is not a teacher of the class, and a retry when loading fails', async () => {
    const hidden = renderWithBackend(<AnswerGroups assessmentId="as-1" />, backend({ 'GET /assessments/as-1/questions': { status: 403, json: { detail: 'no' } } }));
    await flush();
    expect(hidden.container.textContent).toBe('');
    hidden.unmount();
    let fail = true;
    renderWithBackend(
      <AnswerGroups assessmentId="as-1" />,
      backend({
        'GET /assessments/as-1/questions': () => (fail ? { status: 500, json: { detail: 'Database unavailable' } } : { json: [{ label: '2', total_marks: 3 }] }),
        'GET /assessments/as-1/questions/2/groups': { json: groupsOf(false) },
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('heading', { name: 'Group 1: 2 answers' })).toBeTruthy();
  });
});

const REQUEST = {
  id: 'rr-1',
  student_assessment_id: 'sa-1',
  assessment_id: 'as-1',
  assessment_title: 'Plants',
  student: { id: 'u-1', name: 'Ann' },
  question: '2',
  question_part: '',
  label: '2',
  reason: 'I named glucose',
  state: 'open',
  response: null,
  answer: 'Light makes glucose',
  marks_obtained: 1,
  total_marks: 3,
  marks_before: null,
  marks_after: null,
  created_at: '2026-01-01T00:00:00.000Z',
  answered_at: null,
};

describe('regrade requests', () => {
  test('a student asks for a regrade of one question with a reason, once, and sees its state', async () => {
    const server = backend({
      'GET /student-assessments/sa-1/regrade-requests': { json: [] },
      'POST /student-assessments/sa-1/regrade-requests': { status: 201, json: REQUEST },
    });
    renderWithBackend(<RegradePanel studentAssessmentId="sa-1" questions={[{ question: '2', part: null, label: '2' }]} />, server);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: REGRADE_TEXTS.submit }));
    await flush();
    // The placeholder choice, and the message under the field.
    expect(screen.getAllByText(REGRADE_TEXTS.chooseQuestion)).toHaveLength(2);
    expect(server.calls('POST /student-assessments/sa-1/regrade-requests')).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Question' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: REGRADE_TEXTS.submit }));
    await flush();
    expect(screen.getByText('Please give a reason for the regrade request')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: REGRADE_TEXTS.reason }), { target: { value: 'I named glucose' } });
    fireEvent.click(screen.getByRole('button', { name: REGRADE_TEXTS.submit }));
    await flush();
    expect(server.calls('POST /student-assessments/sa-1/regrade-requests')[0]!.body).toEqual({ question: '2', question_part: null, reason: 'I named glucose' });
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText(REGRADE_TEXTS.allRequested)).toBeTruthy();
  });

  test('a changed mark shows to the student only once released', async () => {
    const changed = { ...REQUEST, state: 'changed', response: 'Agreed', marks_before: 1 };
    const first = renderWithBackend(
      <RegradePanel studentAssessmentId="sa-1" questions={[{ question: '2', part: null, label: '2' }]} />,
      backend({ 'GET /student-assessments/sa-1/regrade-requests': { json: [{ ...changed, marks_after: null }] } }),
    );
    await flush();
    expect(screen.getByText(REGRADE_TEXTS.changedNote)).toBeTruthy();
    expect(screen.getByText('Agreed')).toBeTruthy();
    first.unmount();
    renderWithBackend(
      <RegradePanel studentAssessmentId="sa-1" questions={[{ question: '2', part: null, label: '2' }]} />,
      backend({ 'GET /student-assessments/sa-1/regrade-requests': { json: [{ ...changed, marks_after: 2 }] } }),
    );
    await flush();
    expect(screen.getByText('Marks: 1 → 2 / 3')).toBeTruthy();
  });

  test('a teacher sees the answer, the marks and the reason, and answers with a new mark', async () => {
    const server = backend({
      'GET /assessments/as-1/regrade-requests': { json: [REQUEST] },
      'POST /regrade-requests/rr-1/answer': { json: { ...REQUEST, state: 'changed', response: 'Agreed', marks_before: 1, marks_after: 2 } },
    });
    renderWithBackend(<RegradeRequests assessmentId="as-1" />, server);
    await flush();
    const item = screen.getByRole('listitem', { name: 'Regrade request from Ann, question 2' });
    expect(within(item).getByText('Light makes glucose')).toBeTruthy();
    expect(within(item).getByText('Marks: 1 / 3')).toBeTruthy();
    expect(within(item).getByText('I named glucose')).toBeTruthy();
    fireEvent.change(within(item).getByRole('spinbutton'), { target: { value: '4' } });
    fireEvent.click(within(item).getByRole('button', { name: REGRADE_TEXTS.send }));
    await flush();
    expect(within(item).getByText('Marks cannot exceed 3')).toBeTruthy();
    expect(within(item).getByText('Please write a reply to the student')).toBeTruthy();
    fireEvent.change(within(item).getByRole('spinbutton'), { target: { value: '2' } });
    fireEvent.change(within(item).getByRole('textbox'), { target: { value: 'Agreed' } });
    fireEvent.click(within(item).getByRole('button', { name: REGRADE_TEXTS.send }));
    await flush();
    expect(server.calls('POST /regrade-requests/rr-1/answer')[0]!.body).toEqual({ response: 'Agreed', marks_obtained: 2 });
    expect(screen.getByText('Marks changed')).toBeTruthy();
  });
});
