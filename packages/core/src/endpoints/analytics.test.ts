import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { SERVED_ANSWERS } from '../schemas/served-answers.test-data.js';
import { AnalyticsSignedOutError, fetchAnalyticsRoster, fetchClassProgress, fetchStudentAnalytics, fetchSubjectProgress } from './analytics.js';

const BASE = 'https://backend.example';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose backend answers each path from `answers` (a 404 otherwise) and records each request. */
function backend(answers: Record<string, () => Response>, onUnauthorized?: () => void) {
  const requests: URL[] = [];
  const fetch = vi.fn((url: string) => {
    const parsed = new URL(url);
    requests.push(parsed);
    return Promise.resolve(answers[parsed.pathname.replace(/^\/api/, '')]?.() ?? json({ detail: 'Not found' }, 404));
  });
  const api = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => Promise.resolve('token'), userAgent: 'test', connection: null, storage: null, ...(onUnauthorized ? { onUnauthorized } : {}) });
  return { api, requests };
}

describe('analytics endpoints', () => {
  it('reads the overview of a period, the signed-in student’s or one student’s by user id', async () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const { api, requests } = backend({ '/analytics/student/dashboard/overview': () => json({ ...SERVED_ANSWERS.dashboardOverview, completed_assessments: 2 }), '/analytics/student/u%201': () => json({}) });
    expect(await fetchStudentAnalytics(api, '90d', undefined, { now })).toMatchObject({ completed_assessments: 2, lastUpdated: now.toISOString() });
    expect(requests[0]?.searchParams.get('range')).toBe('90d');
    await fetchStudentAnalytics(api, '7d', 'u 1', { now });
    expect(requests[1]?.pathname).toBe('/api/analytics/student/u%201');
  });

  it('reads a subject by id or name, for the student or one of a teacher’s, and a class', async () => {
    const { api, requests } = backend({
      '/analytics/student/dashboard/subject/bio': () => json({ ...SERVED_ANSWERS.subjectProgress, progress_over_time: [{ date: '2025-01-01', score: 40 }] }),
      '/analytics/class/c1': () => json({ unexpected: true }),
    });
    expect((await fetchSubjectProgress(api, 'bio', '30d', undefined))?.progress_over_time).toEqual([{ date: '2025-01-01', score: 40 }]);
    await expect(fetchSubjectProgress(api, 'chem', '30d', 'u1')).rejects.toMatchObject({ status: 404 });
    expect(requests[1]?.pathname).toBe('/api/analytics/student/u1/subject/chem');
    expect(await fetchClassProgress(api, 'c1', '1y')).toBeNull();
  });

  it('refuses an overview or a subject progress that is not what the server serves: the screens fill nothing in', async () => {
    const { api } = backend({
      '/analytics/student/dashboard/overview': () => json({ completed_assessments: 2 }),
      '/analytics/student/dashboard/subject/bio': () => json({ progress_over_time: [{ date: '2025-01-01', score: 40 }] }),
    });
    await expect(fetchStudentAnalytics(api, '30d', undefined)).rejects.toThrow('Invalid response from server');
    await expect(fetchSubjectProgress(api, 'bio', '30d', undefined)).rejects.toThrow('Invalid response from server');
  });

  it('raises AnalyticsSignedOutError when the client signs the user out', async () => {
    const { api } = backend({ '/analytics/student/dashboard/overview': () => json({ detail: 'expired' }, 401) }, () => {});
    await expect(fetchStudentAnalytics(api, '30d', undefined)).rejects.toBeInstanceOf(AnalyticsSignedOutError);
  });

  it('lists linked students once each, and the classes', async () => {
    const { api } = backend({
      '/classes': () => json([{ id: 'c1', name: '7B', student_count: 2 }, { name: 'no id' }]),
      '/students/students': () => json({ students: [{ name: 'Ann', user_id: 'u1', class_name: '7B' }, { name: 'Ann', user_id: 'u1' }, { name: 'Bo', user_id: null }] }),
    });
    expect(await fetchAnalyticsRoster(api)).toEqual({
      students: [{ userId: 'u1', name: 'Ann', className: '7B' }],
      classes: [{ id: 'c1', name: '7B', studentCount: 2 }],
    });
  });
});
