import type { AssessmentDetailReport, studentProgress, studentReportList } from './student.js';
import type { teacherAssessmentReport, teacherClassReport } from './teacher.js';
import { renderReportPdfOffLoop } from '../cpu/pool.js';
import type { ReportBlock } from '../pdf/report.js';

/** Who a document comes from and when it was made: the top of every exported report. */
export interface PdfLetterhead {
  /** The school's name; the product's name for a user in no school. */
  school: string;
  /** When the document was made. */
  generatedAt: Date;
}

function letterhead({ school, generatedAt }: PdfLetterhead): ReportBlock {
  return { kind: 'letterhead', school, date: `Issued ${reportDate(generatedAt.toISOString())}` };
}

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

const questionLabel = (question: string, part: string | null | undefined) => (part ? `${question}${/^\d/.test(part) ? '.' : ''}${part}` : question);

/**
 * The PDF of one graded assessment as a school hands it out: letterhead, the student and the score, a table
 * of every question and part with its marks and feedback and the total, strengths, improvements and feedback.
 */
export function studentAssessmentPdf(report: AssessmentDetailReport, from: PdfLetterhead): Promise<Uint8Array> {
  const title = report.title || 'Assessment report';
  const student = report.student.name ?? 'Unknown student';
  const strengths = topicLines(report.strength_areas as unknown[]);
  const improvements = topicLines(report.improvement_areas as unknown[]);
  const answers = report.grading_details.answer_responses;
  return renderReportPdfOffLoop(`${title} - ${student}`, [
    letterhead(from),
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
        { label: 'Question', width: 1.2 },
        { label: 'Topic', width: 2 },
        { label: 'Marks', width: 1 },
        { label: 'Out of', width: 1 },
        { label: 'Feedback', width: 4.5 },
      ],
      rows: answers.map((answer) => [
        questionLabel(answer.question, answer.question_part),
        answer.topic ?? '-',
        marks(answer.marks_obtained_for_question),
        marks(answer.total_marks_for_question),
        answer.analysis ?? '-',
      ]),
      total: ['Total', '', marks(report.results.total_marks_obtained), marks(report.results.total_marks), percent(report.score)],
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
export function classPdf(report: Awaited<ReturnType<typeof teacherClassReport>>, from: PdfLetterhead): Promise<Uint8Array> {
  const schoolClass = report.class;
  return renderReportPdfOffLoop(`Class report: ${schoolClass.name}`, [
    letterhead(from),
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

/**
 * The PDF of one assessment in one class: the spread of marks, each question's average, the students below
 * the threshold and every student's result.
 */
export function classAssessmentPdf(
  className: string,
  report: Awaited<ReturnType<typeof teacherAssessmentReport>>,
  threshold: number,
  from: PdfLetterhead,
): Promise<Uint8Array> {
  const { assessment, summary } = report;
  const below = report.submissions.filter((row) => typeof row.percentage === 'number' && row.percentage < threshold);
  return renderReportPdfOffLoop(`Class report: ${className} - ${assessment.title}`, [
    letterhead(from),
    { kind: 'title', text: `Class report: ${className}` },
    {
      kind: 'fields',
      fields: [
        ['Assessment', assessment.title],
        ['Subject', assessment.subject ?? 'N/A'],
        ['Submissions', `${summary.graded} graded of ${summary.submissions}`],
        ['Average score', percent(summary.average_score)],
        ['Highest / lowest', `${percent(summary.highest_score)} / ${percent(summary.lowest_score)}`],
      ],
    },
    { kind: 'heading', text: 'Distribution of marks' },
    {
      kind: 'table',
      columns: [
        { label: 'Score band', width: 2 },
        { label: 'Students', width: 1 },
      ],
      rows: report.distribution.map((band) => [band.label, String(band.count)]),
      empty: 'No graded submissions yet.',
    },
    { kind: 'heading', text: 'Average per question' },
    {
      kind: 'table',
      columns: [
        { label: 'Question', width: 1 },
        { label: 'Topic', width: 3 },
        { label: 'Average marks', width: 2 },
        { label: 'Out of', width: 1 },
        { label: 'Average', width: 1 },
      ],
      rows: report.questions.map((row) => [
        questionLabel(String(row.question), row.question_part),
        row.topic ?? '-',
        marks(row.average_marks),
        marks(row.total_marks),
        percent(row.average_percentage),
      ]),
      empty: 'No question breakdown available for this assessment.',
    },
    { kind: 'heading', text: `Students below ${threshold}%` },
    {
      kind: 'table',
      columns: [
        { label: 'Student', width: 3 },
        { label: 'Marks', width: 1 },
        { label: 'Score', width: 1 },
      ],
      rows: below.map((row) => [row.student_name, `${marks(row.marks_obtained)} / ${marks(row.total_marks)}`, percent(row.percentage)]),
      empty: `No student is below ${threshold}%.`,
    },
    { kind: 'heading', text: 'Every student' },
    {
      kind: 'table',
      columns: [
        { label: 'Student', width: 3 },
        { label: 'Status', width: 1.5 },
        { label: 'Marks', width: 1 },
        { label: 'Score', width: 1 },
      ],
      rows: report.submissions.map((row) => [row.student_name, row.review_state === 'released' ? 'Released' : row.status === 'graded' || row.status === 'completed' ? 'Provisional' : String(row.status), `${marks(row.marks_obtained)} / ${marks(row.total_marks)}`, percent(row.percentage)]),
      empty: 'No submissions yet.',
    },
  ]);
}

const TREND_TEXT: Record<string, string> = { improving: 'Improving', declining: 'Declining', stable: 'Stable' };

/** The PDF of a student's progress: their subjects with trends, every graded assessment, and what to improve. */
export function studentProgressPdf(
  progress: Awaited<ReturnType<typeof studentProgress>>,
  reports: Awaited<ReturnType<typeof studentReportList>>,
  from: PdfLetterhead,
): Promise<Uint8Array> {
  return renderReportPdfOffLoop(`Progress report - ${progress.student_name}`, [
    letterhead(from),
    { kind: 'title', text: `Progress report: ${progress.student_name}` },
    {
      kind: 'fields',
      fields: [
        ['Student', progress.student_name],
        ['Total assessments', String(progress.total_assessments)],
        ['Average score', progress.total_assessments > 0 ? percent(progress.average_score) : 'N/A'],
      ],
    },
    { kind: 'heading', text: 'Subject Performance' },
    {
      kind: 'table',
      columns: [
        { label: 'Subject', width: 3 },
        { label: 'Assessments', width: 2 },
        { label: 'Average Score', width: 2 },
        { label: 'Trend', width: 2 },
      ],
      rows: progress.subjects.map((subject) => [subject.name, String(subject.assessment_count), percent(subject.average_score), TREND_TEXT[subject.trend] ?? subject.trend]),
      empty: 'No progress data available for this student.',
    },
    { kind: 'heading', text: 'Assessments' },
    {
      kind: 'table',
      columns: [
        { label: 'Assessment', width: 4 },
        { label: 'Subject', width: 2 },
        { label: 'Completed', width: 2 },
        { label: 'Score', width: 1 },
      ],
      rows: reports.map((row) => [row.title, row.subject_name ?? '-', reportDate(row.completed_date), percent(row.percentage)]),
      empty: 'No graded assessments yet.',
    },
    { kind: 'heading', text: 'Areas for Improvement' },
    {
      kind: 'paragraph',
      text: progress.improvement_areas.length > 0 ? progress.improvement_areas.map((area) => `- ${area.text}`).join('\n') : 'No specific areas for improvement identified.',
    },
  ]);
}
