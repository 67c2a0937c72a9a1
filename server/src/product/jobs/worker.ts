import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileNameSlug } from '@assess/core/rules';
import type { WorkerContext } from '../context.js';
import { FILES_BUCKET } from '../storage/index.js';
import { insertFile } from '../files/index.js';
import { generateQuestions, type GenerateConfig } from '../grading/index.js';
import { gradePdfsOffLoop, textPdfOffLoop, weakAreasPdfOffLoop } from '../cpu/index.js';
import { storeGradingResult } from '../review/index.js';
import { confirmedReadingFor } from '../shared/mark-scheme-readings.js';
import { WEAK_AREAS_KIND } from '../marking/index.js';
import { sendGradePassback } from '../lti/index.js';
import { CREATE_QUEUE, GRADE_PASSBACK_QUEUE, GRADE_QUEUE } from '../shared/queue.js';
import {
  completeJob,
  failJob,
  fileLocations,
  jobById,
  lockUnfinishedJob,
  markSelfCheckGraded,
  markSubmissionFailed,
  saveGeneratedContent,
  startJob,
  userNameOrEmail,
  type JobRow,
} from './repository.js';

export interface GradingPayload {
  files: Partial<Record<'question_paper' | 'mark_scheme' | 'student_answer', string>>;
  generate_weak_areas_pdf: boolean;
  subject?: string;
}

export interface CreationPayload {
  config: GenerateConfig;
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The bytes of a submission's files, looked up in one query and read from the store at once. */
async function filesBytes<Slot extends string>(product: WorkerContext, fileIds: Partial<Record<Slot, string>>): Promise<Partial<Record<Slot, Uint8Array>>> {
  const slots = (Object.entries(fileIds) as [Slot, string | undefined][]).filter((entry): entry is [Slot, string] => Boolean(entry[1]));
  if (slots.length === 0) return {};
  const rows = await fileLocations(
    product.db,
    slots.map(([, id]) => id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const read = await Promise.all(
    slots.map(async ([slot, id]) => {
      const row = byId.get(id);
      return [slot, row ? await readAll(await product.storage.get(row.bucket_id, row.storage_path)) : undefined] as const;
    }),
  );
  return Object.fromEntries(read.filter(([, bytes]) => bytes)) as Partial<Record<Slot, Uint8Array>>;
}

async function putBytes(product: WorkerContext, path: string, bytes: Uint8Array): Promise<void> {
  await product.storage.put(FILES_BUCKET, path, Readable.from([Buffer.from(bytes)]), 'application/pdf');
}

async function studentName(product: WorkerContext, userId: string): Promise<string> {
  return (await userNameOrEmail(product.db, userId)) ?? 'Student';
}

/** Grades a submission: reads its PDFs, marks them, stores the provisional marks and, when asked, the weak-areas PDF. */
async function grade(product: WorkerContext, job: JobRow): Promise<void> {
  const payload = job.payload as unknown as GradingPayload;
  const { student_answer: answers, question_paper: questionPaper, mark_scheme: markScheme } = await filesBytes(product, payload.files);
  if (!answers || !job.student_assessment_id) throw new Error('The answer sheet of this submission is missing');
  // A reading of this mark scheme its teacher confirmed is what the submission is marked against.
  const reading = markScheme && job.assessment_id && payload.files.mark_scheme ? await confirmedReadingFor(product.db, job.assessment_id, payload.files.mark_scheme) : undefined;
  const result = await gradePdfsOffLoop(product.grader, {
    answers,
    ...(questionPaper ? { questionPaper } : {}),
    ...(markScheme ? { markScheme } : {}),
    ...(reading ? { markSchemeReading: reading } : {}),
    ...(payload.subject ? { subject: payload.subject } : {}),
  });
  const title = job.assessment_title ?? 'Assessment';
  // Written to a path fixed by the submission, so that a retried job overwrites rather than adds.
  let weakAreas: { path: string; size: number } | undefined;
  if (payload.generate_weak_areas_pdf) {
    const bytes = await weakAreasPdfOffLoop(result, { name: await studentName(product, job.user_id) }, title, payload.subject);
    const path = `${job.user_id}/weak-areas/${job.student_assessment_id}.pdf`;
    await putBytes(product, path, bytes);
    weakAreas = { path, size: bytes.length };
  }
  const studentAssessmentId = job.student_assessment_id;
  await product.db.transaction(async (tx) => {
    if (!(await lockUnfinishedJob(tx, job.id))) return;
    await storeGradingResult(tx, studentAssessmentId, result);
    await markSelfCheckGraded(tx, job.assessment_id);
    if (weakAreas) {
      await insertFile(tx, {
        file_name: `weak-areas-${fileNameSlug(title)}.pdf`,
        file_type: 'graded_answer',
        entity_type: 'student_assessment',
        entity_id: studentAssessmentId,
        bucket_id: FILES_BUCKET,
        storage_path: weakAreas.path,
        uploaded_by: job.user_id,
        is_self_uploaded: false,
        visibility: 'private',
        file_size: weakAreas.size,
        metadata: {
          ai_generated: true,
          assessment_info: { title, subject: payload.subject ?? null, total_marks: result.results.total_marks, generated_at: new Date().toISOString() },
          weak_areas: result.improvement_areas,
          custom: { assessment_type: WEAK_AREAS_KIND },
        },
      });
    }
    await completeJob(tx, job.id, { percentage: result.percentage, total_marks_obtained: result.results.total_marks_obtained, total_marks: result.results.total_marks });
  });
}

/** Generates an assessment's questions (AI mode) and saves its question paper and mark scheme as PDFs. */
async function create(product: WorkerContext, job: JobRow): Promise<void> {
  const payload = job.payload as unknown as CreationPayload;
  if (!job.assessment_id) throw new Error('The assessment of this job is missing');
  const generated = await generateQuestions(product.grader, payload.config);
  const title = job.assessment_title ?? generated.title;
  const [paper, scheme] = await Promise.all([
    textPdfOffLoop(`${title} - Question Paper`, generated.question_paper_text),
    textPdfOffLoop(`${title} - Mark Scheme`, generated.mark_scheme_text),
  ]);
  const base = `${job.user_id}/generated/${job.assessment_id}`;
  await putBytes(product, `${base}/question-paper.pdf`, paper);
  await putBytes(product, `${base}/mark-scheme.pdf`, scheme);
  const assessmentId = job.assessment_id;
  const questions = generated.sections.reduce((count, section) => count + section.questions.length, 0);
  await product.db.transaction(async (tx) => {
    if (!(await lockUnfinishedJob(tx, job.id))) return;
    await saveGeneratedContent(tx, assessmentId, generated);
    const info = {
      title,
      subject: generated.subject,
      difficulty_level: (payload.config.difficulty_level as string | undefined) ?? null,
      total_marks: generated.total_marks,
      generated_at: new Date().toISOString(),
    };
    for (const [fileType, name, bytes] of [
      ['generated_question_paper', 'question-paper.pdf', paper],
      ['generated_mark_scheme', 'mark-scheme.pdf', scheme],
    ] as const) {
      await insertFile(tx, {
        file_name: `${fileNameSlug(title)}-${name}`,
        file_type: fileType,
        entity_type: 'assessment',
        entity_id: assessmentId,
        bucket_id: FILES_BUCKET,
        storage_path: `${base}/${name}`,
        uploaded_by: job.user_id,
        is_self_uploaded: false,
        visibility: 'private',
        file_size: bytes.length,
        metadata: { ai_generated: true, assessment_info: info, custom: { assessment_type: 'general' } },
      });
    }
    await completeJob(tx, job.id, { assessment_id: assessmentId, assessment_title: title, total_questions: questions, source: generated.source });
  });
}

/** Runs one job: marks it processing, does the work, and records a failure as the job's error_message. */
export async function runJob(product: WorkerContext, jobId: string): Promise<void> {
  const job = await jobById(product.db, jobId);
  if (!job) return;
  // A demonstration pace: the job stays pending, then processing, for a while (ASSESS_JOB_PENDING_DELAY_MS,
  // ASSESS_JOB_DELAY_MS), so that both states can be watched on screen.
  if (product.jobs.pendingDelayMs) await sleep(product.jobs.pendingDelayMs);
  if (!(await startJob(product.db, jobId))) return;
  if (product.jobs.delayMs) await sleep(product.jobs.delayMs);
  try {
    if (job.job_type === 'assessment_creation') await create(product, job);
    else await grade(product, job);
  } catch (error) {
    product.log.warn({ err: error, jobId }, 'job failed');
    const message = error instanceof Error && error.message ? error.message : 'Grading failed. Please try again.';
    await failJob(product.db, jobId, message);
    if (job.student_assessment_id) {
      await markSubmissionFailed(product.db, job.student_assessment_id);
    }
  }
}

/** Starts this process's workers on every queue: grading, creation and grade passback to learning platforms. */
export async function startWorkers(product: WorkerContext): Promise<void> {
  await product.queue.work(GRADE_QUEUE, ({ jobId }) => runJob(product, jobId));
  await product.queue.work(CREATE_QUEUE, ({ jobId }) => runJob(product, jobId));
  await product.queue.work(GRADE_PASSBACK_QUEUE, ({ jobId }) => sendGradePassback(product, jobId));
}
