import { EMPTY_DASHBOARD_OVERVIEW, transformDashboardOverview, type AnalyticsData, type SubjectProgress } from '@assess/core';

/** A sample topic, in the shape the overview serves topics (only its name is shown). */
const sampleTopic = (topic: string) => ({ topic, description: topic, percentage: 0, marks_obtained: 0, total_marks: 0 });

/**
 * The sample analytics shown, with the specification's warning, only when the backend cannot be reached
 * (spec 02 §8, decision 3).
 */
export function sampleAnalytics(now: Date): AnalyticsData {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  return transformDashboardOverview(
    {
      ...EMPTY_DASHBOARD_OVERVIEW,
      completed_assessments: 5,
      average_score: 71.4,
      performance_by_subject: [
        { subject: 'biology', subject_id: null, average_score: 78 },
        { subject: 'mathematics', subject_id: null, average_score: 64 },
        { subject: 'chemistry', subject_id: null, average_score: 69 },
      ],
      recent_reports: [
        { id: 'sample-3', assessment_id: 'sample-assessment-3', title: 'Sample: Ecology', subject: 'Biology', score: 82, date: daysAgo(3) },
        { id: 'sample-2', assessment_id: 'sample-assessment-2', title: 'Sample: Linear Equations', subject: 'Mathematics', score: 64, date: daysAgo(10) },
        { id: 'sample-1', assessment_id: 'sample-assessment-1', title: 'Sample: Atomic Structure', subject: 'Chemistry', score: 69, date: daysAgo(17) },
      ],
      strengths_by_subject: { biology: ['Cells', 'Ecology'].map(sampleTopic) },
      weaknesses_by_subject: { mathematics: [sampleTopic('Simultaneous equations')], chemistry: [sampleTopic('Moles')] },
    },
    now,
  );
}

/** Sample progress in a subject, for the sample analytics. */
export function sampleSubjectProgress(now: Date): SubjectProgress {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  return {
    progress_over_time: [
      { date: daysAgo(24), score: 68 },
      { date: daysAgo(17), score: 74 },
      { date: daysAgo(10), score: 71 },
      { date: daysAgo(3), score: 82 },
    ],
    reports_completed: 4,
    average_score: 73.8,
    improvement: 14,
    improvement_percentage: 20.6,
    strengths: ['Cells', 'Ecology'],
    weaknesses: ['Enzymes'],
  };
}
