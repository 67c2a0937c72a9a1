import { Readable } from 'node:stream';
import type { WorkerContext } from '../context.js';
import { withMarks, type GradingResult } from '../grading/index.js';
import { weakAreasPdfOffLoop } from '../cpu/index.js';
import { effectiveAnswers } from '../shared/submissions.js';
import { recordGradePassbacks } from '../lti/index.js';
import {
  markReleased,
  releaseOverride,
  saveDerivedResult,
  storedResult,
  submissionFilesOfKind,
  updateWeakAreasFile,
  type Queryable,
} from './repository.js';

/*
 * A release changes the marks, and with them everything the grader derived from the marks: the overall comment
 * ("Scored N% overall"), the strengths and areas to improve, the suggestions, and the weak-areas PDF in My Files.
 * These are derived again from the effective marks, by the grader's own rules, whenever marks are released.
 */

/** Marks the weak-areas PDF among a submission's files (set by the grading job). */
export const WEAK_AREAS_KIND = 'weak_areas_focused';

function isGradingResult(value: unknown): value is GradingResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as GradingResult).grading_details?.answer_responses);
}

/**
 * Derives the submission's comment, topics and suggestions again from its effective marks (inside the release's
 * transaction). A submission without the grader's whole result (none was stored) keeps what it has.
 */
export async function deriveFromReleasedMarks(tx: Queryable, studentAssessmentId: string): Promise<void> {
  const stored = await storedResult(tx, studentAssessmentId);
  if (!isGradingResult(stored)) return;
  const answers = await effectiveAnswers(tx, studentAssessmentId);
  const derived = withMarks(
    stored,
    answers.map((answer) => ({ question: answer.question, question_part: answer.question_part, marks: answer.marks_obtained, analysis: answer.analysis })),
  );
  await saveDerivedResult(tx, studentAssessmentId, derived);
}

/**
 * Writes each released submission's weak-areas PDF again, in place (its file keeps its id and link), from the
 * result derived at release. Submissions without such a file are left alone. The PDFs are made in the releasing
 * teacher's turn of the CPU pool's interactive lane: the teacher waits for them.
 */
export async function refreshWeakAreasPdfs(product: Pick<WorkerContext, 'db' | 'storage'>, studentAssessmentIds: readonly string[], releasedBy: string): Promise<void> {
  if (studentAssessmentIds.length === 0) return;
  const rows = await submissionFilesOfKind(product.db, studentAssessmentIds, WEAK_AREAS_KIND);
  for (const row of rows) {
    if (!isGradingResult(row.result)) continue;
    const bytes = await weakAreasPdfOffLoop(row.result, { name: row.student_name }, row.title, row.subject ?? undefined, releasedBy);
    await product.storage.put(row.bucket_id, row.storage_path, Readable.from([Buffer.from(bytes)]), 'application/pdf');
    await updateWeakAreasFile(product.db, row.file_id, bytes.length, row.result.improvement_areas);
  }
}

/**
 * Releases a submission's marks (decision 14): the overrides become what the student and reports see, and the
 * comment, topics and suggestions derived from marks follow them (the caller then rewrites its weak-areas PDF,
 * refreshWeakAreasPdfs, once committed). Returns the
 * grade passbacks it recorded, to be queued once the transaction has committed.
 */
export async function releaseSubmission(tx: Queryable, id: string, viewerId: string): Promise<string[]> {
  await markReleased(tx, id, viewerId);
  await deriveFromReleasedMarks(tx, id);
  // The released score also goes to the gradebook of each learning platform the student launched it from.
  return recordGradePassbacks(tx, id);
}

/**
 * Releases one question's mark of an already released submission (a regrade answered with a new mark): the student
 * sees the new mark at once, with the comment and topics derived from it, and the gradebooks get the new score.
 * The submission's other saved drafts stay drafts. Returns the grade passbacks recorded, to be queued once committed.
 */
export async function releaseQuestionMark(tx: Queryable, id: string, q: { question: string; question_part: string }): Promise<string[]> {
  await releaseOverride(tx, id, q);
  await deriveFromReleasedMarks(tx, id);
  return recordGradePassbacks(tx, id);
}
