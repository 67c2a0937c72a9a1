import {
  bumpMarksVersion,
  currentMark,
  deleteSuggestions,
  recordMarkChange,
  saveOverride,
  type MarkAction,
  type Queryable,
  type QuestionRef,
} from './repository.js';

export type { MarkAction };

/**
 * Sets a teacher's mark on one answer (provisional until released) and records the change in the
 * submission's history. The feedback stays as it was unless a new one is given. Returns the marks before.
 */
export async function setTeacherMark(
  tx: Queryable,
  studentAssessmentId: string,
  q: QuestionRef,
  marks: number,
  actorId: string,
  action: MarkAction = 'override',
  feedback?: string,
): Promise<number | null> {
  const old = await currentMark(tx, studentAssessmentId, q);
  const newFeedback = feedback ?? old?.feedback ?? null;
  await saveOverride(tx, studentAssessmentId, q, marks, newFeedback, actorId);
  // Any change of a mark makes every copy opened before it stale (a save from one is refused).
  await bumpMarksVersion(tx, studentAssessmentId);
  await deleteSuggestions(tx, [studentAssessmentId], q);
  await recordMarkChange(
    tx,
    studentAssessmentId,
    actorId,
    action,
    q,
    { marks: old?.marks_obtained ?? null, feedback: old?.feedback ?? null },
    { marks, feedback: newFeedback },
  );
  return old?.marks_obtained === null || old?.marks_obtained === undefined ? null : Number(old.marks_obtained);
}
