import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AssessApiProvider } from '@assess/ui';
import { fakeBackend, renderWithBackend, servedAnswer, servedReport, type FakeRequest } from '@assess/ui/testing';
import type { AssessmentReport, MarkReviewEvent } from '@assess/core';
import { Reports } from '../Reports.tsx';
import { REPORTS_TEXTS as T, REVIEW_LABELS } from '../shared/texts.ts';
import { historyLine } from './ReviewPanel.tsx';

const answer = (question: string, part: string, earned: number, total: number, analysis: string) =>
  servedAnswer(question, earned, total, { question_part: part, student_answer: `answer ${question}${part}`, correct_answer: `model ${question}${part}`, analysis });

const SERVED = servedReport(20, 12, [answer('1', '', 5, 5, 'Full marks'), answer('2', 'a', 2, 5, 'Half way'), answer('2', 'b', 0, 5, 'Missed'), answer('3', '', 5, 5, 'Right')]);
const DETAIL: AssessmentReport = {
  ...SERVED,
  id: 'sa1',
  assessment: { id: 'a1', title: 'Cells Quiz', type: 'custom', total_marks: 20 },
  student: { id: 'u1', name: 'Pia Pupil' },
  submission: { submitted_at: '2025-01-05T10:00:00Z', graded_at: '2025-01-05T10:05:00Z' },
  results: { ...SERVED.results, strength_areas: ['Cells', 'Osmosis', 'Diffusion', 'Enzymes', 'Respiration'], improvement_areas: ['Genetics'] },
  grading_details: {
    ...SERVED.grading_details,
    exam_details: { total_marks: 20, subject: 'Biology', exam_period: 'Autumn term' },
    performance_summary: { overall_comment: 'A fair start.' },
  },
  suggestions: ['Revise genetics'],
  score: 60,
  completed_date: '2025-01-05T10:05:00Z',
  feedback: 'A fair start.',
};

function backend(detail: unknown = DETAIL, status = 200) {
  return fakeBackend((request: FakeRequest) => {
    if (request.path.startsWith('/supabase-reports/reports/student/u1/assessment/sa1')) return { status, json: detail };
    if (request.path.startsWith('/student-assessments/sa1/history')) return { json: [] };
    return undefined;
  });
}

describe('assessment report detail', () => {
  it('shows the header, the provisional label and the summary lists with +N more / Show Less', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="assessment" reportId="sa1" userId="u1" userRole="student" />, backend());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells Quiz' })).toBeTruthy();
    expect(screen.getAllByText('Autumn term')).toBeTruthy();
    expect(screen.getAllByText(REVIEW_LABELS.provisional).length).toBeGreaterThan(0);
    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Reports', 'Student Reports', 'Pia Pupil']);
    const tabpanel = screen.getByRole('tabpanel');
    expect(within(tabpanel).getByText('60%')).toBeTruthy();
    expect(within(tabpanel).queryByText('Enzymes')).toBeNull();
    await user.click(within(tabpanel).getByRole('button', { name: '+2 more' }));
    expect(within(tabpanel).getByText('Enzymes')).toBeTruthy();
    await user.click(within(tabpanel).getByRole('button', { name: T.showLess }));
    expect(within(tabpanel).queryByText('Enzymes')).toBeNull();
  });

  it('filters questions by Correct, Partial and Incorrect and expands a multi-part question', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="assessment" reportId="sa1" userId="u1" />, backend());
    await user.click(await screen.findByRole('tab', { name: T.questionsTab }));
    const cards = () => within(screen.getByRole('list', { name: T.questionsTab })).getAllByRole('button').map((button) => button.textContent);
    expect(cards()).toEqual(['Question 15/5', 'Question 22/10', 'Question 35/5']);
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    expect(cards()).toEqual(['Question 22/10']);
    await user.click(screen.getByRole('button', { name: 'Partial' }));
    await user.click(screen.getByRole('button', { name: 'Incorrect' }));
    expect(screen.getByText(T.noQuestionsMatch)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Partial' }));
    const question = screen.getByRole('button', { name: /Question 2/ });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(question.getAttribute('aria-controls') ?? '')!;
    expect(within(body).getByText('Part a')).toBeTruthy();
    expect(within(body).getByText('answer 2b')).toBeTruthy();
    expect(within(body).getByText('Missed')).toBeTruthy();
  });

  it('shows the feedback, and copies the link when there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithBackend(<Reports view="assessment" reportId="sa1" userId="u1" />, backend());
    await user.click(await screen.findByRole('tab', { name: T.feedbackTab }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('A fair start.')).toBeTruthy();
    expect(within(panel).getByText('Revise genetics')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.share }));
    expect(await screen.findByText(T.linkCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it("says 'Assessment details not found.' for a report that is not there or not the viewer's", async () => {
    renderWithBackend(<Reports view="assessment" reportId="sa1" userId="u1" />, backend({ detail: 'Assessment details not found' }, 404));
    expect(await screen.findByText(T.detailsNotFound)).toBeTruthy();
  });

  it("gives a teacher the marks review, what the student sees, and the history", async () => {
    renderWithBackend(<Reports view="assessment" reportId="sa1" studentId="u1" userId="t1" userRole="teacher" />, backend());
    expect(await screen.findByRole('heading', { name: T.studentSees })).toBeTruthy();
    expect(screen.getByText(`${REVIEW_LABELS.provisional}: 12 / 20 (60%)`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(screen.getByLabelText('Marks for Question 2 (a) (out of 5)')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(T.noHistory)).toBeTruthy());
  });

  it("tells the teacher which pages of the answer sheet the grader did not read, and says nothing when it read them all", async () => {
    const note = 'Answer sheet: pages 41-120 not read: over the limit of 40 scanned pages a paper.';
    const { unmount } = renderWithBackend(
      <Reports view="assessment" reportId="sa1" studentId="u1" userId="t1" userRole="teacher" />,
      backend({ ...DETAIL, grading_notes: [note] }),
    );
    const notes = (await screen.findByText(T.gradingNotes)).closest('[role="status"]') as HTMLElement;
    expect(within(notes).getByText(note)).toBeTruthy();
    unmount();
    renderWithBackend(<Reports view="assessment" reportId="sa1" studentId="u1" userId="t1" userRole="teacher" />, backend());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells Quiz' })).toBeTruthy();
    expect(screen.queryByText(T.gradingNotes)).toBeNull();
  });

  it('says what the grader read of the mark scheme the marks are out of, with its warnings', async () => {
    const schemeRead = {
      questions: 2,
      total_marks: 5,
      stated_total: 6,
      warnings: [{ code: 'total_mismatch', label: null, message: 'The scheme says 6 marks in all, but 5 were read.' }],
    };
    renderWithBackend(<Reports view="assessment" reportId="sa1" userId="u1" />, backend({ ...DETAIL, scheme_read: schemeRead }));
    expect(await screen.findByText('Read as 2 questions, 5 marks · The scheme states 6 marks')).toBeTruthy();
    expect(screen.getByText('The scheme says 6 marks in all, but 5 were read.')).toBeTruthy();
  });
});

describe('the history of changes', () => {
  const event: MarkReviewEvent = { id: '1', action: 'override', question: '2', question_part: 'a', old_marks: 1, new_marks: 3, old_feedback: 'Half', new_feedback: 'Half', actor_id: 't1', actor_email: 't@school.test', created_at: '2025-01-05T10:00:00Z' };

  it('says who changed which question from what to what, confirmations, feedback and releases', () => {
    expect(historyLine(event)).toBe('Jan 5, 2025: t@school.test changed question 2a from 1 to 3 marks');
    expect(historyLine({ ...event, new_marks: 1 })).toBe('Jan 5, 2025: t@school.test confirmed question 2a at 1 mark');
    expect(historyLine({ ...event, new_marks: 1, new_feedback: 'Better' })).toBe('Jan 5, 2025: t@school.test changed the feedback on question 2a');
    expect(historyLine({ ...event, action: 'release', question: null })).toBe('Jan 5, 2025: t@school.test released the marks to the student');
  });
});

describe('a teacher opening a report by its id alone', () => {
  it("finds the submission's student, then shows the report", async () => {
    const fake = fakeBackend((request: FakeRequest) => {
      if (request.path.startsWith('/student-assessments/sa1/history')) return { json: [] };
      if (request.path.startsWith('/student-assessments/sa1')) return { json: { student: { id: 'u1', name: 'Pia Pupil' } } };
      if (request.path.startsWith('/supabase-reports/reports/student/u1/assessment/sa1')) return { json: DETAIL };
      return undefined;
    });
    renderWithBackend(<Reports view="assessment" reportId="sa1" userId="t1" userRole="teacher" />, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells Quiz' })).toBeTruthy();
    expect(fake.calls('GET /supabase-reports/reports/student/t1/assessment/sa1')).toEqual([]);
  });

  it('reads the report again as a teacher once the role, unknown when the page opened, is read', async () => {
    const fake = fakeBackend((request: FakeRequest) => {
      if (request.path.startsWith('/student-assessments/sa1/history')) return { json: [] };
      if (request.path.startsWith('/student-assessments/sa1')) return { json: { student: { id: 'u1', name: 'Pia Pupil' } } };
      if (request.path.startsWith('/supabase-reports/reports/student/u1/assessment/sa1')) return { json: DETAIL };
      return undefined;
    });
    const { rerender } = renderWithBackend(<Reports view="assessment" reportId="sa1" userId="t1" />, fake);
    expect(await screen.findByText(T.detailsNotFound)).toBeTruthy();
    rerender(<AssessApiProvider client={fake.client}><Reports view="assessment" reportId="sa1" userId="t1" userRole="teacher" /></AssessApiProvider>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells Quiz' })).toBeTruthy();
  });
});
