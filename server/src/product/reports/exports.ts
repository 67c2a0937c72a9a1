import type { AssessmentDetailReport } from './student.js';
import type { teacherClassReport } from './teacher.js';
import { renderReportPdf } from './pdf.js';

/** Dates as the reports show them: the en-US short format (Jan 5, 2025), else 'N/A'. */
export function reportDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

const percent = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value)}%` : 'N/A');
const marks = (value: number | null | undefined) => (typeof value === 'number' ? String(Math.round(value * 100) / 100) : '-');

function topicLines(areas: unknown[]): string[] {
  return areas.map((area) => {
    if (typeof area === 'string') return area;
    const record = (area ?? {}) as { topic?: unknown; description?: unknown };
    return typeof record.description === 'string' ? record.description : typeof record.topic === 'string' ? record.topic : 'Unknown topic';
  });
}

/** The PDF of one graded assessment: summary, per-question marks, strengths, improvements and feedback. */
export function studentAssessmentPdf(report: AssessmentDetailReport): Promise<Uint8Array> {
  const title = report.title || 'Assessment report';
  const student = report.student.name ?? 'Unknown student';
  const strengths = topicLines(report.strength_areas as unknown[]);
  const improvements = topicLines(report.improvement_areas as unknown[]);
  return renderReportPdf(`${title} - ${student}`, [
    { kind: 'title', text: `Assessment report: ${title}` },
    {
      kind: 'fields',
      fields: [
        ['Student', student],
        ['Subject', report.subject ?? 'N/A'],
        ['Date completed', reportDate(report.completed_date)],
        ['Score', `${percent(report.score)} (${marks(report.results.total_marks_obtained)} / ${marks(report.results.total_marks)} marks)`],
        ['Marks', report.review.state === 'released' ? 'Released by the teacher' : 'AI grade, awaiting teacher review'],
      ],
    },
    { kind: 'heading', text: 'Questions' },
    {
      kind: 'table',
      columns: [
        { label: 'Question', width: 1 },
        { label: 'Topic', width: 2 },
        { label: 'Score', width: 1 },
        { label: 'Max Score', width: 1 },
      ],
      rows: report.questions.map((question) => [String(question.number), question.topic ?? '-', marks(question.score), marks(question.max_score)]),
      empty: 'No question breakdown available for this assessment.',
    },
    { kind: 'heading', text: 'Strong Areas' },
    { kind: 'paragraph', text: strengths.length > 0 ? strengths.map((line) => `- ${line}`).join('\n') : 'None identified.' },
    { kind: 'heading', text: 'Areas for Improvement' },
    { kind: 'paragraph', text: improvements.length > 0 ? improvements.map((line) => `- ${line}`).join('\n') : 'No specific areas for improvement identified.' },
    { kind: 'heading', text: 'Feedback' },
    { kind: 'paragraph', text: report.feedback ?? 'No feedback available.' },
    ...(report.suggestions.length > 0
      ? [{ kind: 'heading' as const, text: 'Suggestions for Improvement' }, { kind: 'paragraph' as const, text: report.suggestions.map((line) => `- ${line}`).join('\n') }]
      : []),
  ]);
}

/** The PDF of a class: its details, each student's results and the class's assessments. */
export function classPdf(report: Awaited<ReturnType<typeof teacherClassReport>>): Promise<Uint8Array> {
  const schoolClass = report.class;
  return renderReportPdf(`Class report: ${schoolClass.name}`, [
    { kind: 'title', text: `Class report: ${schoolClass.name}` },
    {
      kind: 'fields',
      fields: [
        ['Subject', schoolClass.subject_name ?? 'No Subject Assigned'],
        ['Year group', schoolClass.year_group ?? 'No Year Group'],
        ['Academic year', schoolClass.academic_year ?? 'N/A'],
        ['Students', String(report.students.length)],
        ['Graded assessments', String(report.total_assessments)],
        ['Average score', percent(report.average_score)],
      ],
    },
    { kind: 'heading', text: 'Students' },
    {
      kind: 'table',
      columns: [
        { label: 'Name', width: 3 },
        { label: 'Student ID', width: 2 },
        { label: 'Assessments', width: 2 },
        { label: 'Average Score', width: 2 },
        { label: 'Last Assessment', width: 2 },
      ],
      rows: report.students.map((student) => [
        student.name,
        student.student_id ?? '-',
        String(student.total_assessments),
        percent(student.average_score),
        reportDate(student.last_assessment_date),
      ]),
      empty: 'No students in this class.',
    },
    { kind: 'heading', text: 'Assessments' },
    {
      kind: 'table',
      columns: [
        { label: 'Assessment', width: 4 },
        { label: 'Subject', width: 2 },
        { label: 'Submissions', width: 2 },
        { label: 'Average Score', width: 2 },
      ],
      rows: report.assessments.map((row) => [row.title, row.subject ?? '-', String(row.submissions), percent(row.average_score)]),
      empty: 'No graded assessments yet.',
    },
  ]);
}
