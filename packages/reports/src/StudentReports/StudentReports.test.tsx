import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, renderWithBackend, servedAnswer, servedReport, type FakeRequest } from '@assess/ui/testing';
import { Reports } from '../Reports.tsx';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';

const LIST = [
  { id: 'sa2', title: 'Forces Test', completed_date: '2025-02-01T10:00:00Z', subject_name: 'Physics', percentage: 75, status: 'graded', review_state: 'provisional', practice: false },
  { id: 'sa1', title: 'Cells Quiz', completed_date: '2025-01-05T10:00:00Z', subject_name: 'Biology', percentage: 40, status: 'graded', review_state: 'provisional', practice: false },
];
const PROGRESS = {
  student_name: 'Pia Pupil',
  total_assessments: 2,
  average_score: 57.5,
  subjects: [
    { id: 'b', name: 'Biology', assessment_count: 1, average_score: 40, trend: 'declining' },
    { id: 'p', name: 'Physics', assessment_count: 1, average_score: 75, trend: 'improving' },
  ],
  improvement_areas: [{ text: 'Biology - Genetics (30%)', subject: 'Biology', topic: 'Genetics', percentage: 30 }],
};
// The report as served: its questions are its answers in the student assessment report's terms.
const REPORT = servedReport(10, 4, [servedAnswer('1', 3, 5, { topic: 'Cells' }), servedAnswer('2', 1, 5, { question_part: 'a', topic: 'Genetics' })], {
  id: 'sa1',
  completed_date: '2025-01-05T10:00:00Z',
});

function backend(progress: unknown = PROGRESS, list: unknown = LIST) {
  return fakeBackend((request: FakeRequest) => {
    const path = request.path.split('?')[0];
    if (path === '/supabase-reports/reports/student/s1') return { json: list };
    if (path === '/supabase-reports/reports/student/s1/progress') return { json: progress };
    if (path === '/supabase-reports/reports/student/s1/assessment/sa1') return { json: REPORT };
    return undefined;
  });
}

describe('Student Reports', () => {
  it('lists the assessments, and shows the selected one with its question table and feedback', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="student" studentId="s1" userId="t1" userRole="teacher" />, backend());
    expect(await screen.findByText(T.selectAssessment)).toBeTruthy();
    expect(await screen.findByText('Pia Pupil', { selector: 'p' })).toBeTruthy();
    const list = screen.getByRole('list', { name: T.assessmentsTab });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Forces TestCompleted Feb 1, 2025', 'Cells QuizCompleted Jan 5, 2025']);
    await user.click(within(list).getByRole('button', { name: /Cells Quiz/ }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['QuestionTopicScoreMax Score', '1Cells35', '2aGenetics15']);
    expect(screen.getByText(T.noFeedback)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.exportReport })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the full report' }).getAttribute('href')).toContain('/dashboard/reports/assessment/sa1?student=s1');
    expect(within(screen.getByRole('navigation', { name: /breadcrumb/i })).getByRole('link', { name: T.studentsTitle })).toBeTruthy();
  });

  it('shows the progress: the student, totals, each subject with its trend, and the areas to improve', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="student" studentId="s1" userId="s1" />, backend());
    await user.click(await screen.findByRole('tab', { name: T.progressTab }));
    const table = await screen.findByRole('table', { name: T.subjectPerformance });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SubjectAssessmentsAverage ScoreTrend',
      'Biology140%↓ Declining',
      'Physics175%↑ Improving',
    ]);
    expect(screen.getByText('Biology - Genetics (30%)')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.exportProgress })).toBeTruthy();
  });

  it('says when there is no progress data, and when there are no reports', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="student" studentId="s1" userId="s1" />, backend({ student_name: 'Pia Pupil', total_assessments: 0, average_score: 0, subjects: [], improvement_areas: [] }, []));
    expect(await screen.findByText(T.noReportsYet)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: T.progressTab }));
    expect(screen.getByText(T.noProgress)).toBeTruthy();
  });
});
