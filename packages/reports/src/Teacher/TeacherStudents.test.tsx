import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, renderWithBackend, type FakeRequest } from '@assess/ui/testing';
import { Reports } from '../Reports.tsx';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';

const student = (id: string, name: string, extra: object) => ({
  id,
  name,
  email: null,
  student_id: null,
  class_year: null,
  class_id: null,
  class_name: '10B',
  user_id: null,
  invitation_status: null,
  total_assessments: 0,
  average_score: null,
  highest_score: null,
  lowest_score: null,
  last_assessment_date: null,
  latest_score: null,
  latest_title: null,
  ...extra,
});
const STUDENTS = [
  student('s1', 'Pia Pupil', { user_id: 'u1', total_assessments: 3, average_score: 52.2, latest_score: 20, latest_title: 'Bonding Check', last_assessment_date: '2025-01-05T10:00:00Z' }),
  student('s2', 'Not Yet Registered', { class_name: 'Year 9' }),
];

function backend(students: unknown[] = STUDENTS) {
  const json = { teacher_id: 't1', total_students: students.length, linked_students: 1, total_assessments: 3, average_score: 52.2, students };
  return fakeBackend((request: FakeRequest) => (request.path.startsWith('/supabase-reports/reports/teacher/t1/students') ? { json } : undefined));
}

describe("a teacher's students", () => {
  it('lists each student with their latest score and average, searchable, each opening their reports', async () => {
    const user = userEvent.setup();
    renderWithBackend(<Reports view="students" userId="t1" userRole="teacher" />, backend());
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameClassAssessmentsLatest ScoreAverage ScoreLast Assessment',
      'Pia Pupil10B320%Bonding Check52%Jan 5, 2025',
      'Not Yet RegisteredYear 90No linked accountN/AN/A',
    ]);
    expect(within(table).getByRole('link', { name: 'Pia Pupil' }).getAttribute('href')).toContain('/dashboard/reports/student/s1');
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'year 9');
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Not Yet Registered']);
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), ' nobody');
    expect(screen.getByText(T.noStudentsMatch)).toBeTruthy();
  });

  it('says how to add students when there are none', async () => {
    renderWithBackend(<Reports view="students" userId="t1" userRole="teacher" />, backend([]));
    expect(await screen.findByText(T.noStudents)).toBeTruthy();
    expect(screen.getByText(T.noStudentsText)).toBeTruthy();
  });
});
