import { describe, expect, it } from 'vitest';
import { canCreateSubject } from './subject-picker.js';
import { classCreatePayload, validateClassForm } from './class-form.js';
import { canInviteStudent, studentAccountChip, validateStudentForm, STUDENT_EMAIL_HELPER } from './student-form.js';
import { canAccessManagement, MANAGEMENT_ACCESS_DENIED } from './management-access.js';

describe('subject picker', () => {
  it('offers create-new only for text matching no existing name, ignoring case', () => {
    const names = ['Biology', 'Computer Science'];
    expect(canCreateSubject('Latin', names)).toBe(true);
    expect(canCreateSubject('biology', names)).toBe(false);
    expect(canCreateSubject('  COMPUTER science ', names)).toBe(false);
    expect(canCreateSubject('  ', names)).toBe(false);
  });
});

describe('class form', () => {
  it('needs a name that is not blank', () => {
    expect(validateClassForm({ name: '   ' })).toBe('Class name is required');
    expect(validateClassForm({ name: '10A' })).toBeNull();
  });

  it('trims the name, leaves out an empty subject and sets the teacher', () => {
    expect(classCreatePayload({ name: '  10A ', subject_id: '', year_group: 'Year 10' }, 'teacher-1')).toEqual({
      name: '10A',
      description: '',
      year_group: 'Year 10',
      grade_level: '',
      academic_year: '',
      teacher_id: 'teacher-1',
    });
    expect(classCreatePayload({ name: '10A', subject_id: 'sub-1' }, 't').subject_id).toBe('sub-1');
  });
});

describe('student form', () => {
  it('needs a name', () => {
    expect(validateStudentForm({ name: '' })).toBe('Student name is required');
    expect(validateStudentForm({ name: 'Sam' })).toBeNull();
    expect(STUDENT_EMAIL_HELPER).toBe('Email is required to send invitations');
  });

  it('offers invitations only with an e-mail and no linked account', () => {
    expect(canInviteStudent({ email: 'sam@example.com' })).toBe(true);
    expect(canInviteStudent({ email: 'sam@example.com', user_id: 'u1' })).toBe(false);
    expect(canInviteStudent({ email: '' })).toBe(false);
  });

  it('shows the account chip', () => {
    expect(studentAccountChip({ user_id: 'u1', invitation_status: 'accepted' })).toEqual({ label: 'Account Linked', colour: 'success' });
    expect(studentAccountChip({ email: 'a@b.c', invitation_status: 'pending' })).toEqual({ label: 'Invitation pending', colour: 'warning' });
    expect(studentAccountChip({ invitation_status: 'accepted' })).toEqual({ label: 'Invitation accepted', colour: 'success' });
    expect(studentAccountChip({ invitation_status: 'expired' })).toEqual({ label: 'Invitation expired', colour: 'error' });
    expect(studentAccountChip({ email: 'a@b.c' })).toEqual({ label: 'Not Invited', colour: 'default' });
    expect(studentAccountChip({})).toEqual({ label: 'No Email', colour: 'default' });
  });
});

describe('management access', () => {
  it('lets teachers, admins and school admins in, whatever the case', () => {
    for (const role of ['teacher', 'ADMIN', 'School_Admin']) expect(canAccessManagement(role)).toBe(true);
    for (const role of ['student', 'independent_student', '', null, undefined]) expect(canAccessManagement(role)).toBe(false);
    expect(MANAGEMENT_ACCESS_DENIED).toBe('You do not have permission to access the management section');
  });
});
