import { describe, expect, it } from 'vitest';
import { ROUTES, dashboardPath, routeTo } from './routes.js';

describe('routeTo', () => {
  it('fills and encodes the parameters of a pattern', () => {
    expect(routeTo('classReport', { teacherId: 't 1', classId: 'c/2' })).toBe('/dashboard/reports/teacher/t%201/class/c%2F2');
    expect(routeTo('assessmentDetails', { assessmentId: 'a1' })).toBe('/dashboard/assessments/a1');
  });

  it('adds a query without its empty values', () => {
    expect(routeTo('submitAssessment', {}, { assessment: 'as-1', subject: '' })).toBe('/dashboard/assessments/upload?assessment=as-1');
    expect(routeTo('assessmentReport', { reportId: 'sa1' }, { student: 's1' })).toBe('/dashboard/reports/assessment/sa1?student=s1');
    expect(routeTo('reports')).toBe(ROUTES.reports);
  });

  it('refuses a missing parameter rather than linking nowhere', () => {
    expect(() => routeTo('classDetails', {} as { classId: string })).toThrow(/classId/);
  });
});

describe('dashboardPath', () => {
  it('gives a dashboard route relative to /dashboard, and refuses any other', () => {
    expect(dashboardPath('classReport')).toBe('reports/teacher/:teacherId/class/:classId');
    expect(() => dashboardPath('login')).toThrow();
  });
});
