import { deriveFromReleasedMarks } from '../marking/index.js';
import { Readable } from 'node:stream';
import { fileNameSlug } from '@assess/core/rules';
import type { AuthContext } from '../../auth/context.js';
import { DEMO_CLASS, teacherClassNamed } from '../classes/index.js';
import { createStorageDriver } from '../context.js';
import { insertFile } from '../files/index.js';
import { resultFromMarks, type MarkingTask, type TaskGrade, textPdf } from '../grading/index.js';
import { storeGradingResult } from '../review/index.js';
import { FILES_BUCKET, type StorageDriver } from '../storage/index.js';
import { DEMO_PAPERS, type DemoPaper } from './papers.js';
import {
  accountsByEmail,
  insertGradedAssessment,
  insertReleasedMark,
  insertSubmissionAt,
  markReleasedAt,
  setFileUploadedAt,
  setGradedAt,
  type Queryable,
} from './repository.js';

const DAY_MS = 86_400_000;

/** Each demo student's share of marks on each paper, in paper order: Sam improves week by week, Sasha is steadier. */
const SHARES: Record<string, number[]> = {
  'student@demo.test': [0.45, 0.55, 0.5, 0.65, 0.7, 0.85],
  'student2@demo.test': [0.75, 0.6, 0.8, 0.7, 0.55, 0.9],
};

/** Papers older than this many days are released by the teacher; newer ones still carry the AI's provisional marks. */
const RELEASED_AFTER_DAYS = 14;

interface DemoPeople {
  teacherId: string;
  classId: string;
  students: { email: string; userId: string }[];
}

async function people(db: Queryable): Promise<DemoPeople | undefined> {
  const rows = await accountsByEmail(db, ['teacher@demo.test', 'student@demo.test', 'student2@demo.test']);
  const teacherId = rows.find((row) => row.email === 'teacher@demo.test')?.id;
  if (!teacherId) return undefined;
  const classId = await teacherClassNamed(db, teacherId, DEMO_CLASS.name);
  if (!classId) return undefined;
  const students = rows.filter((row) => row.email in SHARES).map((row) => ({ email: row.email, userId: row.id }));
  return { teacherId, classId, students };
}

function tasksOf(paper: DemoPaper): MarkingTask[] {
  return paper.questions.map((question) => ({
    label: `${question.number}${question.part}`,
    question: question.number,
    part: question.part,
    questionText: question.text,
    topic: question.topic,
    marks: question.marks,
    answer: '',
    reference: question.answer,
    points: [],
  }));
}

/**
 * Marks for one student on one paper: the share spread over the questions so that the first topics come out
 * stronger than the last, which gives every report both strengths and areas to improve.
 */
function gradesFor(paper: DemoPaper, share: number): { tasks: MarkingTask[]; grades: TaskGrade[] } {
  const tasks = tasksOf(paper);
  const count = tasks.length;
  const grades = tasks.map((task, index): TaskGrade => {
    const tilt = count > 1 ? 0.35 - (0.7 * index) / (count - 1) : 0;
    const fraction = Math.min(1, Math.max(0, share + tilt));
    const marks = Math.round(task.marks * fraction);
    const verdict = marks === task.marks ? 'correct' : marks === 0 ? 'incorrect' : 'partial';
    task.answer =
      marks === task.marks ? (task.reference ?? '') : marks === 0 ? 'I am not sure.' : (task.reference ?? '').split(/[;.]/)[0]!.trim();
    const analysis =
      verdict === 'correct'
        ? 'All the mark points are there.'
        : verdict === 'partial'
          ? `Partly right: the answer gives the first point but misses the rest of "${task.reference}".`
          : `Not yet: the mark scheme expects "${task.reference}".`;
    return { label: task.label, marks, available: task.marks, verdict, evidence: [], analysis };
  });
  return { tasks, grades };
}

async function storePdf(storage: StorageDriver, path: string, bytes: Uint8Array): Promise<void> {
  await storage.put(FILES_BUCKET, path, Readable.from([Buffer.from(bytes)]), 'application/pdf');
}

interface PreparedPaper {
  paper: DemoPaper;
  files: { file_type: 'question_paper' | 'mark_scheme'; file_name: string; path: string; size: number }[];
}


/** Writes the question paper and mark scheme PDFs of every demo paper to the store (before the database rows). */
async function preparePapers(storage: StorageDriver, teacherId: string): Promise<PreparedPaper[]> {
  const prepared: PreparedPaper[] = [];
  for (const paper of DEMO_PAPERS) {
    const questions = paper.questions.map((q) => `${q.number}${q.part ? `(${q.part})` : ''} ${q.text} [${q.marks} marks]`).join('\n\n');
    const scheme = paper.questions.map((q) => `${q.number}${q.part ? `(${q.part})` : ''} ${q.answer} [${q.marks} marks]`).join('\n\n');
    const files: PreparedPaper['files'] = [];
    for (const [fileType, heading, text] of [
      ['question_paper', 'Question Paper', questions],
      ['mark_scheme', 'Mark Scheme', scheme],
    ] as const) {
      const bytes = await textPdf(`${paper.title} - ${heading}`, text);
      const name = `${fileNameSlug(paper.title)}-${fileNameSlug(heading)}.pdf`;
      const path = `${teacherId}/demo/${fileNameSlug(paper.title)}/${name}`;
      await storePdf(storage, path, bytes);
      files.push({ file_type: fileType, file_name: name, path, size: bytes.length });
    }
    prepared.push({ paper, files });
  }
  return prepared;
}

/**
 * The demo's graded history: the demo teacher's papers (real question paper and mark scheme PDFs in the store),
 * and both demo students' graded submissions spread over the last weeks, the older ones released by the teacher.
 * Runs once, right after the demo accounts are created.
 */
export async function seedDemoHistory(ctx: AuthContext): Promise<void> {
  const found = await people(ctx.db);
  if (!found) return;
  const storage = await createStorageDriver(ctx.config);
  const prepared = await preparePapers(storage, found.teacherId);
  const now = Date.now();

  // Answer sheets are PDFs too, written before the rows that point at them.
  const answers = new Map<string, { path: string; size: number; tasks: MarkingTask[]; grades: TaskGrade[] }>();
  for (const [index, { paper }] of prepared.entries()) {
    for (const student of found.students) {
      const { tasks, grades } = gradesFor(paper, SHARES[student.email]![index] ?? 0.6);
      const text = tasks.map((task) => `${task.question}${task.part ? `(${task.part})` : ''} ${task.answer}`).join('\n\n');
      const bytes = await textPdf(`${paper.title} - Answers`, text);
      const path = `${student.userId}/demo/${fileNameSlug(paper.title)}-answers.pdf`;
      await storePdf(storage, path, bytes);
      answers.set(`${paper.title}|${student.userId}`, { path, size: bytes.length, tasks, grades });
    }
  }

  // Every demo paper has been sat and marked, so the list shows it as graded like a real graded submission.
  await ctx.db.transaction(async (tx) => {
    for (const { paper, files } of prepared) {
      const created = new Date(now - (paper.daysAgo + 3) * DAY_MS).toISOString();
      const totalMarks = paper.questions.reduce((sum, q) => sum + q.marks, 0);
      const assessmentId = await insertGradedAssessment(
        tx,
        { title: paper.title, description: paper.description, subject: paper.subject, minutes: paper.minutes, totalMarks },
        { teacherId: found.teacherId, classId: found.classId, className: DEMO_CLASS.name },
        created,
      );
      for (const file of files) {
        const row = await insertFile(tx, {
          file_name: file.file_name,
          file_type: file.file_type,
          entity_type: 'assessment',
          entity_id: assessmentId,
          bucket_id: FILES_BUCKET,
          storage_path: file.path,
          uploaded_by: found.teacherId,
          is_self_uploaded: true,
          visibility: 'shared',
          file_size: file.size,
          metadata: { original_name: file.file_name, assessment_info: { title: paper.title, subject: paper.subject, total_marks: totalMarks } },
        });
        await setFileUploadedAt(tx, row.id, created);
      }
      for (const [order, student] of found.students.entries()) {
        const answer = answers.get(`${paper.title}|${student.userId}`)!;
        const submitted = new Date(now - paper.daysAgo * DAY_MS + order * 3_600_000);
        const graded = new Date(submitted.getTime() + 120_000);
        const studentAssessmentId = await insertSubmissionAt(tx, assessmentId, student.userId, submitted.toISOString());
        await storeGradingResult(tx, studentAssessmentId, resultFromMarks(answer.tasks, answer.grades, paper.subject));
        await setGradedAt(tx, studentAssessmentId, graded.toISOString());
        const sheet = await insertFile(tx, {
          file_name: `${fileNameSlug(paper.title)}-answers.pdf`,
          file_type: 'student_answer',
          entity_type: 'student_assessment',
          entity_id: studentAssessmentId,
          bucket_id: FILES_BUCKET,
          storage_path: answer.path,
          uploaded_by: student.userId,
          is_self_uploaded: true,
          visibility: 'private',
          file_size: answer.size,
          metadata: { original_name: `${fileNameSlug(paper.title)}-answers.pdf`, uploaded_via: 'submission' },
        });
        await setFileUploadedAt(tx, sheet.id, submitted.toISOString());
        if (paper.daysAgo > RELEASED_AFTER_DAYS) await release(tx, found.teacherId, studentAssessmentId, answer, new Date(graded.getTime() + 2 * DAY_MS));
      }
    }
  });
  ctx.log.info({ papers: prepared.length, submissions: answers.size }, 'demo history created');
}

/**
 * The teacher's review of an older submission: the first question part that lost marks gets one mark back with
 * the teacher's feedback, then the marks are released; both land in the review history.
 */
async function release(
  tx: Queryable,
  teacherId: string,
  studentAssessmentId: string,
  answer: { tasks: MarkingTask[]; grades: TaskGrade[] },
  when: Date,
): Promise<void> {
  const at = when.toISOString();
  const index = answer.grades.findIndex((grade) => grade.marks < grade.available);
  if (index >= 0) {
    const task = answer.tasks[index]!;
    const grade = answer.grades[index]!;
    const marks = grade.marks + 1;
    const feedback = 'Good reasoning here; one more mark on review.';
    await insertReleasedMark(tx, studentAssessmentId, teacherId, task, { oldMarks: grade.marks, marks, feedback }, at);
  }
  const comment = 'Reviewed in class: keep going with the topics marked for revision.';
  await markReleasedAt(tx, studentAssessmentId, teacherId, comment, at);
  await deriveFromReleasedMarks(tx, studentAssessmentId);
}
