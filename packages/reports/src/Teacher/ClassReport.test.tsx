import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, renderWithBackend, type FakeRequest } from '@assess/ui/testing';
import { Reports } from '../Reports.tsx';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';
import { readThreshold } from './ClassReport.tsx';

const CLASSES = {
  teacher_id: 't1',
  classes: [
    { id: 'c1', name: '10B Science', subject_name: 'Biology', year_group: 'Year 10', student_count: 2, linked_count: 1, average_score: 52.2, graded: 3, assessments_set: 2, submissions_due: 4, submissions_made: 2, completion_rate: 50, weakest_topics: [{ topic: 'Bonding', percentage: 20 }] },
    { id: 'c2', name: 'Empty Class', subject_name: null, year_group: null, student_count: 0, linked_count: 0, average_score: null, graded: 0, assessments_set: 0, submissions_due: 0, submissions_made: 0, completion_rate: null, weakest_topics: [] },
  ],
};
const band = (from: number, count: number) => ({ label: `${from}-${from === 90 ? 100 : from + 9}%`, from, to: from === 90 ? 100 : from + 9, count });
const submission = (id: string, name: string, percentage: number) => ({
  student_assessment_id: id,
  student_user_id: `u-${id}`,
  student_record_id: `r-${id}`,
  student_name: name,
  status: 'graded',
  percentage,
  marks_obtained: percentage / 10,
  total_marks: 10,
  submitted_at: '2025-01-05T10:00:00Z',
  graded_at: '2025-01-05T10:05:00Z',
  review_state: 'provisional',
  review_status: 'ai_grade',
  draft_marks_obtained: null,
  attempt: 1,
  attempts_allowed: 1,
});
const REPORT = {
  assessment: { id: 'a1', title: 'Cells Quiz', subject: 'Biology', total_marks: 10, created_at: '2025-01-01T10:00:00Z' },
  summary: { submissions: 2, graded: 2, average_score: 60, highest_score: 80, lowest_score: 40 },
  distribution: Array.from({ length: 10 }, (_, index) => band(index * 10, index === 4 || index === 8 ? 1 : 0)),
  submissions: [submission('sa1', 'Pia Pupil', 40), submission('sa2', 'Quinn Qi', 80)],
  questions: [{ question: '1', question_part: 'a', topic: 'Cells', answers: 2, average_marks: 3, total_marks: 5, average_percentage: 60 }],
};

const CLASS_REPORT = {
  class: { id: 'c1', name: '10B Science' },
  total_assessments: 1,
  average_score: 60,
  students: [],
  assessments: [{ assessment_id: 'a1', title: 'Cells Quiz', subject: 'Biology', submissions: 2, average_score: 60, last_graded_at: '2025-01-05T10:05:00Z' }],
};

function backend() {
  return fakeBackend((request: FakeRequest) => {
    const path = request.path.split('?')[0];
    if (path === '/supabase-reports/reports/teacher/t1/classes') return { json: CLASSES };
    if (path === '/supabase-reports/reports/teacher/t1/class/c1') return { json: CLASS_REPORT };
    if (path === '/supabase-reports/reports/teacher/t1/assessment/a1' && request.path.includes('class_id=c1')) return { json: REPORT };
    return undefined;
  });
}

describe("a teacher's classes", () => {
  it('shows each class with its average, completion and weakest topics, each opening its class report', async () => {
    renderWithBackend(<Reports view="classes" userId="t1" userRole="teacher" />, backend());
    const cards = within(await screen.findByRole('list', { name: T.classesTitle })).getAllByRole('listitem');
    const [science, empty] = [cards.find((card) => card.textContent?.includes('10B Science'))!, cards.find((card) => card.textContent?.includes('Empty Class'))!];
    expect(science.textContent).toContain('52%');
    expect(science.textContent).toContain('50% (2 of 4 submitted)');
    expect(science.textContent).toContain('Bonding (20%)');
    expect(within(science).getByRole('link', { name: '10B Science' }).getAttribute('href')).toContain('/dashboard/reports/teacher/t1/class/c1');
    expect(empty.textContent).toContain('No assessments set');
    expect(empty.textContent).toContain('No marked topics yet');
  });
});

describe('the class report of one assessment', () => {
  it('shows the spread of marks, each question, and the students below the threshold as it changes', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="class" classId="c1" userId="t1" userRole="teacher" />, backend());
    const bands = within(await screen.findByRole('list', { name: T.distribution })).getAllByRole('listitem');
    expect(bands.map((item) => item.textContent)).toContain('40-49%1 student');
    expect(bands.map((item) => item.textContent)).toContain('80-89%1 student');
    expect(within(screen.getByRole('table', { name: T.questionAverages })).getAllByRole('row')[1]!.textContent).toBe('1aCells3 / 560%');
    expect(within(screen.getByRole('list', { name: 'Students below 50%' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pia Pupil']);
    const threshold = screen.getByLabelText(T.threshold);
    await user.clear(threshold);
    await user.type(threshold, '90');
    expect(within(screen.getByRole('list', { name: 'Students below 90%' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pia Pupil', 'Quinn Qi']);
    await user.clear(threshold);
    await user.type(threshold, '10');
    expect(screen.getByText(T.noneBelow)).toBeTruthy();
  });

  it('reads a threshold from 0 to 100, else the default', () => {
    expect(readThreshold('75')).toBe(75);
    expect(readThreshold('0')).toBe(0);
    expect(readThreshold('')).toBe(50);
    expect(readThreshold('150')).toBe(50);
    expect(readThreshold('abc')).toBe(50);
  });
});
