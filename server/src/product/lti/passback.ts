import type { WorkerContext } from '../context.js';
import { GRADE_PASSBACK_QUEUE, type JobQueue } from '../shared/queue.js';
import {
  markPassbackFailed,
  markPassbackSent,
  passbackOf,
  passbacksOfAssessment,
  platformById,
  releasedScore,
  type PassbackView,
  type Queryable,
} from './repository.js';
import { serviceTokenOf } from './services.js';

export async function queueGradePassbacks(queue: JobQueue, ids: string[]): Promise<void> {
  for (const id of ids) await queue.send(GRADE_PASSBACK_QUEUE, id);
}

/**
 * Sends one recorded score to the platform's gradebook (AGS score service). A failure is kept on the row for the
 * teacher to see and thrown, so that the queue tries again later.
 */
export async function sendGradePassback(worker: Pick<WorkerContext, 'db' | 'log' | 'lti'>, passbackId: string): Promise<void> {
  const { db } = worker;
  const passback = await passbackOf(db, passbackId);
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
    await markPassbackSent(db, passbackId, score);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    worker.log.warn({ passbackId, err: message }, 'grade passback failed');
    await markPassbackFailed(db, passbackId, message);
    throw error;
  }
}

/** The gradebook passbacks of an assessment's submissions that the viewer may see. */
export async function passbacksOf(db: Queryable, assessmentId: string, visibleStudent: (studentId: string) => Promise<boolean>): Promise<PassbackView[]> {
  const rows = await passbacksOfAssessment(db, assessmentId);
  const visible: PassbackView[] = [];
  for (const { student_id: studentId, ...row } of rows) if (await visibleStudent(studentId)) visible.push(row);
  return visible;
}
