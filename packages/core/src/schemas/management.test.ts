import { describe, expect, it } from 'vitest';
import { studentAccountChip, canInviteStudent } from '../rules/forms/student-form.js';
import {
  classRequestSchema,
  classSchema,
  invitationAcceptResponseSchema,
  invitationLink,
  invitationSchema,
  studentListResponseSchema,
  studentRequestSchema,
  studentSchema,
} from './management.js';

describe('class', () => {
  it('reads a class with a student count defaulting to 0', () => {
    const schoolClass = classSchema.parse({ id: 3, name: '10B', year_group: 'Year 10', grade_level: 10, academic_year: '2023-2024', teacher_id: 'u1' });
    expect(schoolClass).toMatchObject({ id: '3', name: '10B', year_group: 'Year 10', grade_level: 10, student_count: 0, teacher_id: 'u1' });
  });

  it("needs a trimmed name ('Class name is required') and leaves an empty subject out", () => {
    expect(classRequestSchema.parse({ name: ' 10B ', subject_id: '', year_group: 'Year 10' })).toEqual({ name: '10B', year_group: 'Year 10' });
    expect(classRequestSchema.parse({ name: '10B', subject_id: 's1' }).subject_id).toBe('s1');
    const result = classRequestSchema.safeParse({ name: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Class name is required');
  });
});

describe('student', () => {
  it('reads a student record with its invitation state', () => {
    const student = studentSchema.parse({ id: 1, name: 'Ada', email: 'ada@example.org', invitation_status: 'Pending', invitation_code: 'abc' });
    expect(student).toMatchObject({ id: '1', name: 'Ada', email: 'ada@example.org', invitation_status: 'pending', invitation_code: 'abc' });
    expect(studentSchema.parse({ id: 2, name: 'Bo' }).invitation_status).toBeNull();
    expect(studentListResponseSchema.parse({}).students).toEqual([]);
  });

  it("needs a name ('Student name is required'); the email is optional but must look like one", () => {
    expect(studentRequestSchema.parse({ name: ' Ada ', email: '' })).toEqual({ name: 'Ada', email: '' });
    expect(studentRequestSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Student name is required');
    expect(studentRequestSchema.safeParse({ name: 'Ada', email: 'nope' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('feeds the Account chip and the invitation rule with a linked id as text', () => {
    const linked = studentSchema.parse({ id: 1, name: 'Ada', email: 'ada@example.org', user_id: 77 });
    expect(linked.user_id).toBe('77');
    expect(studentAccountChip(linked).label).toBe('Account Linked');
    expect(canInviteStudent(linked)).toBe(false);
    const invited = studentSchema.parse({ id: 2, name: 'Bo', email: 'bo@example.org', invitation_status: 'expired' });
    expect(studentAccountChip(invited).label).toBe('Invitation expired');
    expect(canInviteStudent(invited)).toBe(true);
  });

  it('builds the shareable invitation link', () => {
    expect(invitationLink('https://school.example/', 'ab12')).toBe('https://school.example/register/student?code=ab12');
  });

  it('reads a verified invitation and an accepted link', () => {
    expect(invitationSchema.parse({ email: 'ada@example.org', student_name: 'Ada' })).toMatchObject({ email: 'ada@example.org', student_name: 'Ada' });
    expect(invitationAcceptResponseSchema.parse({ student_id: 5, message: 'Linked' })).toEqual({ student_id: '5', user_id: null, message: 'Linked' });
  });
});
