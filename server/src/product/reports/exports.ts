import type { AssessmentDetailReport, studentProgress, studentReportList } from './student.js';
import type { teacherAssessmentReport, teacherClassReport } from './teacher.js';
import { renderReportPdfOffLoop } from '../cpu/index.js';
import type { ReportBlock } from '../pdf/index.js';

// Each document is made in the CPU pool in the turn of the user who asked for it (`requester`), within their share.

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

/** A bulleted list, one line a bullet; `none` when there are no lines. */
const bullets = (lines: string[], none: string) => (lines.length > 0 ? lines.map((line) => `- ${line}`).join('\n') : none);

const NO_IMPROVEMENTS = 'No specific areas for improvement identified.';

/** The top of every document: the letterhead, the title, and the label-value lines under it. */
function top(from: PdfLetterhead, title: string, fields: [string, string][]): ReportBlock[] {
  return [letterhead(from), { kind: 'title', text: title }, { kind: 'fields', fields }];
}

/** A heading and the table under it; each column is a label and its share of the page's width. */
function tableSection(heading: string, columns: [label: string, width: number][], rows: string[][], empty: string, total?: string[]): ReportBlock[] {
  const table: ReportBlock = { kind: 'table', columns: columns.map(([label, width]) => ({ label, width })), rows, empty, ...(total ? { total } : {}) };
  return [{ kind: 'heading', text: heading }, table];
}

/**
 * The PDF of one graded assessment as a school hands it out: letterhead, the student and the score, a table
 * of every question and part with its marks and feedback and the total, strengths, improvements and feedback.
 */
export function studentAssessmentPdf(report: AssessmentDetailReport, from: PdfLetterhead, requester: string): Promise<Uint8Array> {
  const title = report.title || 'Assessment report';
  const student = report.student.name ?? 'Unknown student';
  const strengths = topicLines(report.strength_areas as unknown[]);
  const improvements = topicLines(report.improvement_areas as unknown[]);
  const answers = report.grading_details.answer_responses;
  return renderReportPdfOffLoop(requester, `${title} - ${student}`, [
    ...top(from, `Assessment report: ${title}`, [
      ['Student', student],
      ['Subject', report.subject ?? 'N/A'],
      ['Date completed', reportDate(report.completed_date)],
      ['Score', `${percent(report.score)} (${marks(report.results.total_marks_obtained)} / ${marks(report.results.total_marks)} marks)`],
      ['Marks', report.review.state === 'released' ? 'Released by the teacher' : 'AI grade, awaiting teacher review'],
    ]),
    ...tableSection(
      'Questions',
      [['Question', 1.2], ['Topic', 2], ['Marks', 1], ['Out of', 1], ['Feedback', 4.5]],
      answers.map((answer) => [
        questionLabel(answer.question, answer.question_part),
        answer.topic ?? '-',
        marks(answer.marks_obtained_for_question),
        marks(answer.total_marks_for_question),
        answer.analysis ?? '-',
      ]),
      'No question breakdown available for this assessment.',
      ['Total', '', marks(report.results.total_marks_obtained), marks(report.results.total_marks), percent(report.score)],
    ),
    { kind: 'heading', text: 'Strong Areas' },
    { kind: 'paragraph', text: bullets(strengths, 'None identified.') },
    { kind: 'heading', text: 'Areas for Improvement' },
    { kind: 'paragraph', text: bullets(improvements, NO_IMPROVEMENTS) },
    { kind: 'heading', text: 'Feedback' },
    { kind: 'paragraph', text: report.feedback ?? 'No feedback available.' },
    ...(report.suggestions.length > 0
      ? [{ kind: 'heading' as const, text: 'Suggestions for Improvement' }, { kind: 'paragraph' as const, text: bullets(report.suggestions, '') }]
      : []),
  ]);
}

/** The PDF of a class: its details, each student's results and the class's assessments. */
export function classPdf(report: Awaited<ReturnType<typeof teacherClassReport>>, from: PdfLetterhead, requester: string): Promise<Uint8Array> {
  const schoolClass = report.class;
  return renderReportPdfOffLoop(requester, `Class report: ${schoolClass.name}`, [
    ...top(from, `Class report: ${schoolClass.name}`, [
      ['Subject', schoolClass.subject_name ?? 'No Subject Assigned'],
      ['Year group', schoolClass.year_group ?? 'No Year Group'],
      ['Academic year', schoolClass.academic_year ?? 'N/A'],
      ['Students', String(report.students.length)],
      ['Graded assessments', String(report.total_assessments)],
      ['Average score', percent(report.average_score)],
    ]),
    ...tableSection(
      'Students',
      [['Name', 3], ['Student ID', 2], ['Assessments', 2], ['Average Score', 2], ['Last Assessment', 2]],
      report.students.map((student) => [
        student.name,
        student.student_id ?? '-',
        String(student.total_assessments),
        percent(student.average_score),
        reportDate(student.last_assessment_date),
      ]),
      'No students in this class.',
    ),
    ...tableSection(
      'Assessments',
      [['Assessment', 4], ['Subject', 2], ['Submissions', 2], ['Average Score', 2]],
      report.assessments.map((row) => [row.title, row.subject ?? '-', String(row.submissions), percent(row.average_score)]),
      'No graded assessments yet.',
    ),
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
  requester: string,
): Promise<Uint8Array> {
  const { assessment, summary } = report;
  const below = report.submissions.filter((row) => typeof row.percentage === 'number' && row.percentage < threshold);
  return renderReportPdfOffLoop(requester, `Class report: ${className} - ${assessment.title}`, [
    ...top(from, `Class report: ${className}`, [
      ['Assessment', assessment.title],
      ['Subject', assessment.subject ?? 'N/A'],
      ['Submissions', `${summary.graded} graded of ${summary.submissions}`],
      ['Average score', percent(summary.average_score)],
      ['Highest / lowest', `${percent(summary.highest_score)} / ${percent(summary.lowest_score)}`],
    ]),
    ...tableSection(
      'Distribution of marks',
      [['Score band', 2], ['Students', 1]],
      report.distribution.map((band) => [band.label, String(band.count)]),
      'No graded submissions yet.',
    ),
    ...tableSection(
      'Average per question',
      [['Question', 1], ['Topic', 3], ['Average marks', 2], ['Out of', 1], ['Average', 1]],
      report.questions.map((row) => [
        questionLabel(String(row.question), row.question_part),
        row.topic ?? '-',
        marks(row.average_marks),
        marks(row.total_marks),
        percent(row.average_percentage),
      ]),
      'No question breakdown available for this assessment.',
    ),
    ...tableSection(
      `Students below ${threshold}%`,
      [['Student', 3], ['Marks', 1], ['Score', 1]],
      below.map((row) => [row.student_name, `${marks(row.marks_obtained)} / ${marks(row.total_marks)}`, percent(row.percentage)]),
      `No student is below ${threshold}%.`,
    ),
    ...tableSection(
      'Every student',
      [['Student', 3], ['Status', 1.5], ['Marks', 1], ['Score', 1]],
      report.submissions.map((row) => [row.student_name, row.review_state === 'released' ? 'Released' : row.status === 'graded' || row.status === 'completed' ? 'Provisional' : String(row.status), `${marks(row.marks_obtained)} / ${marks(row.total_marks)}`, percent(row.percentage)]),
      'No submissions yet.',
    ),
  ]);
}

const TREND_TEXT: Record<string, string> = { improving: 'Improving', declining: 'Declining', stable: 'Stable' };

/** The PDF of a student's progress: their subjects with trends, every graded assessment, and what to improve. */
export function studentProgressPdf(
  progress: Awaited<ReturnType<typeof studentProgress>>,
  reports: Awaited<ReturnType<typeof studentReportList>>,
  from: PdfLetterhead,
  requester: string,
): Promise<Uint8Array> {
  return renderReportPdfOffLoop(requester, `Progress report - ${progress.student_name}`, [
    ...top(from, `Progress report: ${progress.student_name}`, [
      ['Student', progress.student_name],
      ['Total assessments', String(progress.total_assessments)],
      ['Average score', progress.total_assessments > 0 ? percent(progress.average_score) : 'N/A'],
    ]),
    ...tableSection(
      'Subject Performance',
      [['Subject', 3], ['Assessments', 2], ['Average Score', 2], ['Trend', 2]],
      progress.subjects.map((subject) => [subject.name, String(subject.assessment_count), percent(subject.average_score), TREND_TEXT[subject.trend] ?? subject.trend]),
      'No progress data available for this student.',
    ),
    ...tableSection(
      'Assessments',
      [['Assessment', 4], ['Subject', 2], ['Completed', 2], ['Score', 1]],
      reports.map((row) => [row.title, row.subject_name ?? '-', reportDate(row.completed_date), percent(row.percentage)]),
      'No graded assessments yet.',
    ),
    { kind: 'heading', text: 'Areas for Improvement' },
    { kind: 'paragraph', text: bullets(progress.improvement_areas.map((area) => area.text), NO_IMPROVEMENTS) },
  ]);
}
