import { describe, expect, it } from 'vitest';
import { assessRoleOf } from './claims.js';

describe('assessRoleOf', () => {
  it.each([
    ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor', 'teacher'],
    ['http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant', 'teacher'],
    ['http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper', 'teacher'],
    ['http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator', 'teacher'],
    ['http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator', 'teacher'],
    ['Instructor', 'teacher'],
    ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'student'],
    ['Learner', 'student'],
    ['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor', 'student'],
  ])('maps %s to %s', (role, expected) => {
    expect(assessRoleOf([role])).toBe(expected);
  });

  it('makes a learner who also teaches a teacher', () => {
    expect(assessRoleOf(['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'])).toBe('teacher');
  });

  it('makes someone without roles a student', () => {
    expect(assessRoleOf([])).toBe('student');
  });
});
