import type { Queryable } from '../../db/index.js';
import type { WorkerContext } from '../context.js';
import { GRADE_PASSBACK_QUEUE, type JobQueue } from '../shared/queue.js';
import { STUDENT_NAME_SQL } from '../shared/submissions.js';
import { platformById } from './repository.js';
import { serviceTokenOf } from './services.js';

/**
 * Records the scores a release sends to learning platforms: one for the line item of each resource link through
 * which the student launched the assessment. Other links that open the same assessment (placed twice, or in
 * another course) are other gradebook columns, and get no score the student did not earn through them. A release
 * changed later records the new score again (the same row, pending anew). Called inside the release's transaction; returns the rows to queue once it commits.
 */
export async function recordGradePassbacks(tx: Queryable, studentAssessmentId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO lti_grade_passbacks (student_assessment_id, platform_id, lineitem_url, subject, status)
     SELECT DISTINCT ON (l.lineitem_url) sa.id, l.platform_id, l.lineitem_url, u.subject, 'pending'
     FROM student_assessments sa
     JOIN lti_resource_links l ON l.assessment_id = sa.assessment_id AND l.lineitem_url IS NOT NULL
     JOIN lti_link_launches launched ON launched.platform_id = l.platform_id AND launched.resource_link_id = l.resource_link_id
       AND launched.user_id = sa.student_id
     JOIN lti_platforms p ON p.id = l.platform_id
     JOIN lti_users u ON u.issuer = p.issuer AND u.user_id = sa.student_id
     WHERE sa.id = $1
     ON CONFLICT (student_assessment_id, lineitem_url) DO UPDATE SET status = 'pending', attempts = 0, last_error = NULL, updated_at = now()
     RETURNING id`,
    [studentAssessmentId],
  );
  return rows.map((row) => row.id);
}

export async function queueGradePassbacks(queue: JobQueue, ids: string[]): Promise<void> {
  for (const id of ids) await queue.send(GRADE_PASSBACK_QUEUE, id);
}

type ReleasedScore = {
  score_given: number;
  score_maximum: number;
  comment: string | null;
};

/** The released marks of a submission, by the same rule as reports (effective_student_results), and its feedback. */
async function releasedScore(db: Queryable, studentAssessmentId: string): Promise<ReleasedScore | undefined> {
  const { rows } = await db.query<ReleasedScore>(
    `SELECT COALESCE(e.marks_obtained, 0)::float8 AS score_given, COALESCE(e.total_marks, 0)::float8 AS score_maximum,
       COALESCE(sa.teacher_feedback, sa.overall_comment) AS comment
     FROM student_assessments sa JOIN effective_student_results e ON e.student_assessment_id = sa.id
     WHERE sa.id = $1 AND sa.review_state = 'released'`,
    [studentAssessmentId],
  );
  return rows[0];
}

/**
 * Sends one recorded score to the platform's gradebook (AGS score service). A failure is kept on the row for the
 * teacher to see and thrown, so that the queue tries again later.
 */
export async function sendGradePassback(worker: Pick<WorkerContext, 'db' | 'log' | 'lti'>, passbackId: string): Promise<void> {
  const { db } = worker;
  const { rows } = await db.query<{ student_assessment_id: string; platform_id: string; lineitem_url: string; subject: string; status: string }>(
    'SELECT student_assessment_id, platform_id, lineitem_url, subject, status FROM lti_grade_passbacks WHERE id = $1',
    [passbackId],
  );
  const passback = rows[0];
  if (!passback || passback.status === 'sent') return;
  const platform = await platformById(db, passback.platform_id);
  const score = await releasedScore(db, passback.student_assessment_id);
  if (!platform || !score) return;
  try {
    // ltijs signs the client assertion with the platform's key, keeps the access token, and posts the score. Its
    // timestamp is the time of sending (ltijs sets it), so a score sent again after a changed release is newer.
    const provider = await worker.lti.provider();
    await provider.Grade.submitScore(serviceTokenOf(platform, {}), passback.lineitem_url, {
      userId: passback.subject,
      scoreGiven: score.score_given,
      scoreMaximum: score.score_maximum,
      ...(score.comment ? { comment: score.comment } : {}),
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    await db.query(
      `UPDATE lti_grade_passbacks SET status = 'sent', attempts = attempts + 1, last_error = NULL, score_given = $2, score_maximum = $3,
         sent_at = now(), updated_at = now() WHERE id = $1`,
      [passbackId, score.score_given, score.score_maximum],
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    worker.log.warn({ passbackId, err: message }, 'grade passback failed');
    await db.query(
      `UPDATE lti_grade_passbacks SET status = 'failed', attempts = attempts + 1, last_error = $2, updated_at = now() WHERE id = $1`,
      [passbackId, message],
    );
    throw error;
  }
}

export type PassbackView = {
  id: string;
  student_assessment_id: string;
  student_name: string;
  platform: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  score_given: number | null;
  score_maximum: number | null;
  updated_at: string;
};

/** The gradebook passbacks of an assessment's submissions that the viewer may see. */
export async function passbacksOf(db: Queryable, assessmentId: string, visibleStudent: (studentId: string) => Promise<boolean>): Promise<PassbackView[]> {
  const { rows } = await db.query<PassbackView & { student_id: string }>(
    `SELECT p.id, p.student_assessment_id, sa.student_id, ${STUDENT_NAME_SQL} AS student_name,
       pl.name AS platform, p.status, p.attempts, p.last_error, p.score_given::float8 AS score_given, p.score_maximum::float8 AS score_maximum,
       to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
     FROM lti_grade_passbacks p
     JOIN student_assessments sa ON sa.id = p.student_assessment_id
     JOIN users u ON u.id = sa.student_id
     JOIN lti_platforms pl ON pl.id = p.platform_id
     WHERE sa.assessment_id = $1 ORDER BY student_name, p.created_at`,
    [assessmentId],
  );
  const visible: PassbackView[] = [];
  for (const { student_id: studentId, ...row } of rows) if (await visibleStudent(studentId)) visible.push(row);
  return visible;
}
