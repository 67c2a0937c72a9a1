import { z } from 'zod/mini';
import { ASSESSMENT_STATUSES, assessmentStatusSchema } from './enums.js';
import { UNTITLED_ASSESSMENT } from './assessment.js';
import { firstNumber, firstText, idText, maybe, maybeId, maybeNumber, maybeText, oneOf } from './lenient.js';

/**
 * Topics of a subject as the server sends them: a list of strings or of objects with a topic or description.
 * Kept as sent; analytics/topics.ts turns them into text.
 */
export const topicsBySubjectSchema = z
  .record(z.string(), z.unknown()).check(z.meta({ id: 'TopicsBySubject', description: 'Subject name mapped to its topics (strings, or objects with topic or description)' }));
export type TopicsBySubject = z.infer<typeof topicsBySubjectSchema>;

export const subjectPerformanceSchema = z.object({
  subject: z.string(),
  subject_id: z.nullable(z.string()),
  average_score: z.number(),
}).check(z.meta({ id: 'SubjectPerformance', description: 'Average score in one subject' }));
export type SubjectPerformance = z.infer<typeof subjectPerformanceSchema>;

export const recentReportSchema = z.object({
  id: z.string().check(z.describe('the submission (student assessment)')),
  assessment_id: z.nullable(z.string()).check(z.describe('the assessment it answers; null when the server did not say')),
  title: z.string(),
  subject: z.nullable(z.string()),
  score: z.nullable(z.number()),
  date: z.nullable(z.string()),
}).check(z.meta({ id: 'RecentReport', description: 'A recently graded assessment on the dashboard' }));
export type RecentReport = z.infer<typeof recentReportSchema>;

const dashboardOverviewOut = z.object({
  completed_assessments: z.number(),
  in_progress_assessments: z.number(),
  average_score: z.number(),
  study_streak: z.number(),
  subject_progress: z.array(z.looseObject({ subject_name: z.string() })),
  performance_by_subject: z.array(subjectPerformanceSchema),
  recent_reports: z.array(recentReportSchema),
  strengths_by_subject: topicsBySubjectSchema,
  weaknesses_by_subject: topicsBySubjectSchema,
  recommendations: z.nullable(z.array(z.string())).check(z.describe('general recommendations, when the server has any')),
}).check(z.meta({ id: 'DashboardOverview', description: 'GET /analytics/student/dashboard/overview' }));

const maybeList = () => maybe(z.array(z.unknown()));
const maybeRecord = () => maybe(z.record(z.string(), z.unknown()));

function objectsOf(list: unknown[] | null | undefined): Record<string, unknown>[] {
  return (list ?? []).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item));
}

/** The student dashboard overview: counts default to 0, lists to empty, unusable items are left out. */
export const dashboardOverviewSchema = z.pipe(z.pipe(z.object({
  completed_assessments: maybeNumber(),
  in_progress_assessments: maybeNumber(),
  average_score: maybeNumber(),
  study_streak: maybeNumber(),
  subject_progress: maybeList(),
  performance_by_subject: maybeList(),
  recent_reports: maybeList(),
  strengths_by_subject: maybeRecord(),
  weaknesses_by_subject: maybeRecord(),
  recommendations: maybeList(),
}), z.transform((raw) => ({
  completed_assessments: raw.completed_assessments ?? 0,
  in_progress_assessments: raw.in_progress_assessments ?? 0,
  average_score: raw.average_score ?? 0,
  study_streak: raw.study_streak ?? 0,
  subject_progress: objectsOf(raw.subject_progress).flatMap((item) => {
    const name = firstText(item.subject_name);
    return name === undefined ? [] : [{ ...item, subject_name: name }];
  }),
  performance_by_subject: objectsOf(raw.performance_by_subject).flatMap((item) => {
    const subject = firstText(item.subject, item.subject_name);
    if (subject === undefined) return [];
    return [{ subject, subject_id: idText(item.subject_id) ?? null, average_score: firstNumber(item.average_score, item.score) ?? 0 }];
  }),
  recent_reports: objectsOf(raw.recent_reports).map((item, index) => ({
    id: idText(item.id) ?? String(index),
    assessment_id: idText(item.assessment_id) ?? null,
    title: firstText(item.title) ?? UNTITLED_ASSESSMENT,
    subject: firstText(item.subject) ?? null,
    score: firstNumber(item.score) ?? null,
    date: firstText(item.date) ?? null,
  })),
  strengths_by_subject: raw.strengths_by_subject ?? {},
  weaknesses_by_subject: raw.weaknesses_by_subject ?? {},
  recommendations: raw.recommendations ? raw.recommendations.filter((item): item is string => typeof item === 'string') : null,
}))), dashboardOverviewOut);
export type DashboardOverview = z.output<typeof dashboardOverviewSchema>;

const dashboardAssessmentItemOut = z.object({
  id: z.string(),
  title: z.string(),
  status: assessmentStatusSchema,
  score: z.nullable(z.int()).check(z.describe('rounded percentage, null while ungraded')),
  total_marks: z.nullable(z.number()),
  created_at: z.nullable(z.string()),
  subject_name: z.nullable(z.string()),
}).check(z.meta({ id: 'DashboardAssessmentItem', description: 'An assessment on the student dashboard' }));

/** The percentage an item's score stands for: its percentage, else score over total marks, else the score itself. */
function scorePercentage(percentage: number | undefined, score: number | undefined, totalMarks: number | undefined): number | null {
  if (percentage !== undefined) return Math.round(percentage);
  if (score === undefined) return null;
  if (totalMarks !== undefined && totalMarks > 0) return Math.round((score / totalMarks) * 100);
  return Math.round(score);
}

/** A dashboard assessment (spec 01 §3): title defaults to 'Untitled Assessment', status to not_started, score is a rounded percentage. */
export const dashboardAssessmentItemSchema = z.pipe(z.pipe(z.object({
  id: maybeId(),
  assessment_id: maybeId(),
  title: maybeText(),
  name: maybeText(),
  status: maybeText(),
  score: maybeNumber(),
  percentage: maybeNumber(),
  total_marks: maybeNumber(),
  created_at: maybeText(),
  subject_name: maybeText(),
  subject: maybe(z.union([z.object({ name: maybeText() }), z.string()])),
}), z.transform((raw) => ({
  id: idText(raw.id, raw.assessment_id) ?? '',
  title: firstText(raw.title, raw.name) ?? UNTITLED_ASSESSMENT,
  status: oneOf(ASSESSMENT_STATUSES, raw.status, 'not_started'),
  score: scorePercentage(raw.percentage ?? undefined, raw.score ?? undefined, raw.total_marks ?? undefined),
  total_marks: raw.total_marks ?? null,
  created_at: raw.created_at ?? null,
  subject_name: firstText(raw.subject_name, typeof raw.subject === 'string' ? raw.subject : raw.subject?.name) ?? null,
}))), dashboardAssessmentItemOut);
export type DashboardAssessmentItem = z.output<typeof dashboardAssessmentItemSchema>;

/** An insight card: only items whose title and description are both strings are kept (analytics/dashboard.ts). */
export const insightSchema = z.object({ title: z.string(), description: z.string() }).check(z.meta({ id: 'Insight', description: 'A short insight on the dashboard' }));
export type Insight = z.infer<typeof insightSchema>;

/* What the analytics routes serve, exactly: the server builds its answers as these types and describes them with these schemas. */

const servedText = z.nullable(z.string());

/** Topic areas as the analytics routes serve them. */
export const servedTopicAreasSchema = z.array(z.object({ topic: z.string(), description: z.string(), percentage: z.number(), marks_obtained: z.number(), total_marks: z.number() }));

/** GET /analytics/student/dashboard/overview as the server computes it; dashboardOverviewSchema reads it. */
export const dashboardOverviewResultSchema = z.object({
  completed_assessments: z.number(),
  in_progress_assessments: z.number(),
  average_score: z.number(),
  study_streak: z.number().check(z.describe('consecutive days with a submission, ending today or yesterday (UTC)')),
  subject_progress: z.array(z.object({ subject_id: servedText, subject_name: z.string(), assessments_completed: z.number(), average_score: z.number(), last_assessment_date: servedText })),
  performance_by_subject: z.array(z.object({ subject: z.string(), subject_id: servedText, average_score: z.number() })),
  recent_reports: z.array(z.object({ id: z.string().check(z.describe('the submission (student assessment)')), assessment_id: z.string(), title: z.string(), subject: servedText, score: z.nullable(z.number()), date: servedText })),
  strengths_by_subject: z.record(z.string(), servedTopicAreasSchema),
  weaknesses_by_subject: z.record(z.string(), servedTopicAreasSchema),
  recommendations: z.nullable(z.array(z.string())),
}).check(z.meta({ id: 'DashboardOverviewResult', description: 'GET /analytics/student/dashboard/overview as the server computes it (read with DashboardOverview)' }));
export type DashboardOverviewResult = z.output<typeof dashboardOverviewResultSchema>;

/** A dashboard assessment as the server sends it; dashboardAssessmentItemSchema reads it into what the dashboard shows. */
export const dashboardAssessmentSchema = z.object({
  id: z.string().check(z.describe('the student assessment id')),
  title: z.string(),
  status: z.string(),
  score: z.nullable(z.int()).check(z.describe('rounded percentage, null until graded')),
  percentage: z.nullable(z.number()),
  total_marks: z.nullable(z.number()),
  created_at: servedText,
  subject_name: servedText,
}).check(z.meta({ id: 'DashboardAssessment', description: "An assessment on the student's dashboard" }));
export type DashboardAssessment = z.output<typeof dashboardAssessmentSchema>;
