import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderWithBackend, type FakeRequest } from '@assess/ui/testing';
import { ClassDetails } from './ClassDetails.tsx';

const CLASS = { id: 'c1', name: '10B Biology', subject_name: 'Biology', year_group: 'Year 10', student_count: 2, teacher_id: 't1' };
const STUDENTS = [
  { id: 's1', name: 'Ann Archer', email: 'ann@school.test', user_id: 'u1', invitation_status: 'accepted', class_id: 'c1', class_name: '10B Biology' },
  { id: 's2', name: 'Ben Bell', email: null, user_id: null, class_id: 'c1', class_name: '10B Biology' },
];
const ASSIGNMENT = {
  assessment_id: 'a1',
  title: 'Cells quiz',
  subject_name: 'Biology',
  assigned_at: '2026-01-05T10:00:00.000Z',
  student_count: 2,
  submitted_count: 1,
  students: [
    { student_record_id: 's1', name: 'Ann Archer', user_id: 'u1', submitted: true, status: 'graded', submitted_at: '2026-01-06T10:00:00.000Z', student_assessment_id: 'sa1', percentage: 83.3 },
    { student_record_id: 's2', name: 'Ben Bell', user_id: null, submitted: false, status: null, submitted_at: null, student_assessment_id: null, percentage: null },
  ],
};

function classBackend() {
  const assignments = [ASSIGNMENT];
  return fakeBackend((request: FakeRequest) => {
    const route = `${request.method} ${request.path.split('?')[0]}`;
    if (route === 'GET /classes/c1') return { json: CLASS };
    if (route === 'GET /classes/c1/students') return { json: { students: STUDENTS } };
    if (route === 'GET /classes/c1/assessments') return { json: assignments };
    if (route === 'GET /assessments/')
      return {
        json: [
          { id: 'a1', title: 'Cells quiz', creator_id: 't1', subject: { name: 'Biology' } },
          { id: 'a2', title: 'Ecology', creator_id: 't1', subject: { name: 'Biology' } },
          { id: 'a3', title: 'A student’s own', creator_id: 'u1', subject: null },
        ],
      };
    if (route === 'POST /classes/c1/assessments') {
      assignments.push({ ...ASSIGNMENT, assessment_id: 'a2', title: 'Ecology', submitted_count: 0 });
      return { status: 201, json: assignments };
    }
    return undefined;
  });
}

describe('the class page', () => {
  it('shows the students, who has submitted each assessment, and links back and to the class report', async () => {
    const onNavigate = vi.fn();
    renderWithBackend(<ClassDetails classId="c1" onNavigate={onNavigate} />, classBackend());
    expect(await screen.findByRole('heading', { level: 1, name: '10B Biology' })).toBeTruthy();
    expect(screen.getByText('Biology · Year 10')).toBeTruthy();
    const students = screen.getByRole('region', { name: 'Students (2)' });
    expect(within(students).getByText('Account Linked')).toBeTruthy();
    expect(within(students).getByText('No Email')).toBeTruthy();

    const assignment = screen.getByRole('article', { name: 'Cells quiz' });
    expect(within(assignment).getByText('1 of 2 submitted')).toBeTruthy();
    const [, ann, ben] = within(assignment).getAllByRole('row');
    expect(within(ann!).getByText('Submitted')).toBeTruthy();
    expect(within(ann!).getByText('83%')).toBeTruthy();
    expect(within(ben!).getByText('No linked account')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'View Class Report' }).getAttribute('href')).toBe('/dashboard/reports/teacher/t1/class/c1');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Management' }));
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/management' });
  });

  it("assigns one of the class teacher's assessments that is not assigned yet", async () => {
    const user = userEvent.setup();
    const backend = classBackend();
    renderWithBackend(<ClassDetails classId="c1" />, backend);
    await user.click(await screen.findByRole('button', { name: 'Assign Assessment' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign an Assessment to 10B Biology' });
    const select = await within(dialog).findByLabelText('Assessment');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an assessment', 'Ecology (Biology)']);
    await user.selectOptions(select, 'a2');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Ecology assigned to the class')).toBeTruthy();
    expect(backend.calls('POST /classes/c1/assessments')[0]!.body).toEqual({ assessment_id: 'a2' });
    expect(await screen.findByRole('article', { name: 'Ecology' })).toBeTruthy();
  });

  it('says so when the class cannot be found, with Retry', async () => {
    renderWithBackend(<ClassDetails classId="nope" />, fakeBackend(() => ({ status: 404, json: { detail: 'Class not found' } })));
    expect(await screen.findByText('Class not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
