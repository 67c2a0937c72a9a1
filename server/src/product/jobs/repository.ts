import type { Queryable } from '../../db/index.js';
import { visibleStudentIds } from '../shared/access.js';

export type JobType = 'grading' | 'validation' | 'assessment_creation';

export interface NewJob {
  job_type: JobType;
  user_id: string;
  assessment_id: string | null;
  student_assessment_id: string | null;
  file_name: string | null;
  payload: Record<string, unknown>;
}

export interface JobRow {
  id: string;
  job_type: JobType;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  user_id: string;
  assessment_id: string | null;
  student_assessment_id: string | null;
  file_name: string | null;
  error_message: string | null;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
  created_at: string;
  assessment_title: string | null;
  subject_name: string | null;
}

export async function createJob(tx: Queryable, job: NewJob): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO jobs (job_type, user_id, assessment_id, student_assessment_id, file_name, payload)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [job.job_type, job.user_id, job.assessment_id, job.student_assessment_id, job.file_name, JSON.stringify(job.payload)],
  );
  return rows[0]!.id;
}

const JOB_SELECT = `SELECT j.id, j.job_type, j.status, j.user_id, j.assessment_id, j.student_assessment_id, j.file_name, j.error_message,
    j.payload, j.result, to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    a.title AS assessment_title, s.name AS subject_name
  FROM jobs j
  LEFT JOIN assessments a ON a.id = j.assessment_id
  LEFT JOIN subjects s ON s.id = a.subject_id`;

export async function jobById(db: Queryable, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow & Record<string, unknown>>(`${JOB_SELECT} WHERE j.id = $1`, [id]);
  return rows[0];
}

/** A job the viewer may see: their own, or one grading the work of a student they teach. */
export async function visibleJob(db: Queryable, viewerId: string, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow & Record<string, unknown>>(
    `${JOB_SELECT} WHERE j.id = $2 AND (j.user_id = $1::uuid OR EXISTS (
       SELECT 1 FROM student_assessments sa WHERE sa.id = j.student_assessment_id AND sa.student_id = ANY($3::uuid[])))`,
    [viewerId, id, await visibleStudentIds(db, viewerId)],
  );
  return rows[0];
}

/** The viewer's jobs still pending or processing, newest first. */
export async function pendingJobs(db: Queryable, userId: string, types: JobType[]): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow & Record<string, unknown>>(
    `${JOB_SELECT} WHERE j.user_id = $1 AND j.status IN ('pending', 'processing') AND j.job_type = ANY($2::text[])
     ORDER BY j.created_at DESC`,
    [userId, types],
  );
  return rows;
}

/** A job as the API answers it (the Job schema of the shared schemas). */
export function toJobView(row: JobRow) {
  const creation = row.job_type === 'assessment_creation' && row.result ? { assessment_title: row.assessment_title, ...row.result } : null;
  return {
    job_id: row.id,
    status: row.status,
    created_at: row.created_at,
    assessment_id: row.assessment_id,
    student_assessment_id: row.student_assessment_id,
    assessment: row.assessment_id ? { id: row.assessment_id, title: row.assessment_title } : null,
    student_assessment: row.student_assessment_id ? { id: row.student_assessment_id } : null,
    subject: row.subject_name,
    file_name: row.file_name ?? row.assessment_title,
    error_message: row.error_message,
    job_type: row.job_type,
    assessment_creation_result: creation,
  };
}

/** Marks a job as taken up by a worker; false when it already finished (a retried delivery). */
export async function startJob(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET status = 'processing', started_at = now(), attempts = attempts + 1, updated_at = now()
     WHERE id = $1 AND status IN ('pending', 'processing') RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Finishes a job inside the transaction that stores its results; false when another delivery finished it first. */
export async function completeJob(tx: Queryable, id: string, result: Record<string, unknown> | null): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE jobs SET status = 'completed', result = $2, completed_at = now(), updated_at = now(), error_message = NULL
     WHERE id = $1 AND status <> 'completed' RETURNING id`,
    [id, result === null ? null : JSON.stringify(result)],
  );
  return rows.length > 0;
}

export async function failJob(db: Queryable, id: string, message: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'failed', error_message = $2, completed_at = now(), updated_at = now() WHERE id = $1 AND status <> 'completed'`,
    [id, message],
  );
}

/** Locks the job row for the rest of the transaction and tells whether it is still unfinished. */
export async function lockUnfinishedJob(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] !== undefined && rows[0].status !== 'completed' && rows[0].status !== 'failed';
}

/** The jobs pending for over a minute: recorded, and perhaps never handed to the queue. */
export async function longPendingJobs(db: Queryable): Promise<{ id: string; job_type: JobType }[]> {
  const { rows } = await db.query<{ id: string; job_type: JobType }>(
    `SELECT id, job_type FROM jobs WHERE status = 'pending' AND created_at < now() - interval '1 minute'`,
  );
  return rows;
}

/** Whether the queue holds the job (waiting, to retry or running); not when the queue's table cannot be read. */
export async function jobInQueue(db: Queryable, jobId: string): Promise<boolean> {
  const { rows } = await db
    .query(`SELECT 1 FROM pgboss.job WHERE data->>'jobId' = $1 AND state IN ('created', 'retry', 'active') LIMIT 1`, [jobId])
    .catch(() => ({ rows: [] as unknown[] }));
  return rows.length > 0;
}

/** Where the given files' bytes are in the store. */
export async function fileLocations(db: Queryable, ids: readonly string[]): Promise<{ id: string; bucket_id: string; storage_path: string }[]> {
  const { rows } = await db.query<{ id: string; bucket_id: string; storage_path: string }>('SELECT id, bucket_id, storage_path FROM files WHERE id = ANY($1::uuid[])', [
    ids,
  ]);
  return rows;
}

/** A user's name as their account has it, else their e-mail address (undefined for no such user). */
export async function userNameOrEmail(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string | null; email: string }>(
    `SELECT NULLIF(btrim(concat_ws(' ', first_name, last_name)), '') AS name, email FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name ?? rows[0]?.email;
}

/** A self-check (an assessment made from a student's own submission) is graded once its submission is. */
export async function markSelfCheckGraded(tx: Queryable, assessmentId: string | null): Promise<void> {
  await tx.query(`UPDATE assessments SET status = 'graded', updated_at = now() WHERE id = $1 AND source = 'submission'`, [assessmentId]);
}

/** Saves the questions generated for an assessment, which becomes a draft. */
export async function saveGeneratedContent(tx: Queryable, assessmentId: string, generated: unknown): Promise<void> {
  await tx.query(`UPDATE assessments SET generated_content = $2, status = 'draft', updated_at = now() WHERE id = $1`, [assessmentId, JSON.stringify(generated)]);
}

/** A submission whose grading failed, unless it was graded meanwhile. */
export async function markSubmissionFailed(db: Queryable, studentAssessmentId: string): Promise<void> {
  await db.query(`UPDATE student_assessments SET status = 'failed', updated_at = now() WHERE id = $1 AND status <> 'graded'`, [studentAssessmentId]);
}
