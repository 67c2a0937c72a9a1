import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DASHBOARD_OVERVIEW, transformDashboardOverview } from '@assess/core';
import { fakeBackend } from '../testing/fake-backend.tsx';
import { loadAnalytics, loadClassProgress, loadSubjectProgress } from './loadAnalytics.ts';

const now = new Date('2025-03-10T12:00:00Z');

describe('loadAnalytics', () => {
  it('transforms the overview of the chosen period', async () => {
    const api = fakeBackend(() => ({ json: { ...EMPTY_DASHBOARD_OVERVIEW, completed_assessments: 2, average_score: 70, performance_by_subject: [{ subject: 'biology', subject_id: 'b', average_score: 70 }] } }));
    const result = await loadAnalytics(api.client, { range: '90d', now });
    expect(api.requests[0]).toMatchObject({ path: '/analytics/student/dashboard/overview' });
    expect(api.requests[0]?.query.get('range')).toBe('90d');
    expect(result).toMatchObject({ warning: null, analytics: { completed_assessments: 2, lastUpdated: now.toISOString() } });
  });

  it("reads a teacher's student by user id, already transformed by the server", async () => {
    const analytics = transformDashboardOverview({ ...EMPTY_DASHBOARD_OVERVIEW, completed_assessments: 5 }, new Date('2025-01-01'));
    const api = fakeBackend(() => ({ json: analytics }));
    const result = await loadAnalytics(api.client, { range: '7d', studentId: 'user 1', now });
    expect(api.requests[0]?.path).toBe('/analytics/student/user%201');
    expect(result).toEqual({ warning: null, analytics: { ...analytics, lastUpdated: now.toISOString() } });
  });

  it('is an empty dashboard on a 404, sample data only when the server cannot be reached, else the error', async () => {
    const empty = await loadAnalytics(fakeBackend(() => ({ status: 404, json: { detail: 'Not Found' } })).client, { range: '30d', now });
    expect(empty).toEqual({ warning: null, analytics: transformDashboardOverview(null, now) });
    const offline = await loadAnalytics(fakeBackend(() => 'unreachable').client, { range: '30d', now });
    expect(offline).toMatchObject({ warning: 'Unable to load live analytics data. Showing sample data.' });
    expect(offline.analytics.overview.recentReports.every((report) => report.title.startsWith('Sample: '))).toBe(true);
    const failed = loadAnalytics(fakeBackend(() => ({ status: 500, json: { detail: 'Database is down' } })).client, { range: '30d', now });
    await expect(failed).rejects.toThrow('Database is down');
  }, 20_000);
});

describe('loadSubjectProgress', () => {
  it('reads the answer as served, and stores the empty record on failure', async () => {
    const served = { subject_id: 'bio', subject_name: 'Biology', progress_over_time: [{ date: '2025-01-01', score: 40 }], reports_completed: 1, average_score: 40, improvement: 0, improvement_percentage: 0, strengths: [], weaknesses: [], topic_performance: [], last_updated: '2025-01-01' };
    const api = fakeBackend((request) => (request.path.endsWith('/bio') ? { json: served } : { status: 500, json: { detail: 'Broken' } }));
    const progress = await loadSubjectProgress(api.client, 'bio', { range: '30d', studentId: 'u1', overallScore: 70 });
    expect(api.requests[0]?.path).toBe('/analytics/student/u1/subject/bio');
    expect(progress.progress_over_time).toEqual([{ date: '2025-01-01', score: 40 }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadSubjectProgress(api.client, 'chem', { range: '30d', overallScore: 70 })).toMatchObject({ reports_completed: 0, average_score: 70, improvement: 'No data available' });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('loadClassProgress', () => {
  it('reads a class, and refuses an answer that is not one', async () => {
    const api = fakeBackend((request) =>
      request.path === '/analytics/class/c1'
        ? { json: { class_id: 'c1', class_name: '7B', student_count: 0, reports_completed: 0, average_score: 0, average_over_time: [], students: [] } }
        : { json: { unexpected: true } },
    );
    expect(await loadClassProgress(api.client, 'c1', { range: '1y' })).toMatchObject({ className: '7B' });
    await expect(loadClassProgress(api.client, 'c2', { range: '1y' })).rejects.toThrow('Failed to load class analytics');
  });
});
