// Re-marks a question's untouched answers from the teacher's marks on the same question: the teacher-marked
// answers become references with their marks (nearest marked answers, and the grader's own scores
// calibrated to the teacher's scale). Only suggestions are written, each with how sure it is and whether it
// needs the teacher's eye; nothing a teacher set is changed.
import { answerSpace, learnFromTeacher, suggestedMarks } from '@assess/grader';
import {
  assessmentOfSubmission,
  classAnswers,
  deleteSuggestions,
  saveSuggestion,
  type ClassAnswer,
  type Database,
  type Queryable,
  type QuestionRef,
} from './repository.js';

export async function remarkFromTeacher(tx: Queryable, answers: readonly ClassAnswer[], q: QuestionRef): Promise<void> {
  const teacher = new Map<number, number>();
  answers.forEach((a, i) => {
    if (a.teacher_marks !== null && a.total_marks > 0) teacher.set(i, a.teacher_marks / a.total_marks);
  });
  const untouched = answers.filter((a) => a.teacher_marks === null).map((a) => a.student_assessment_id);
  if (teacher.size === 0) {
    await deleteSuggestions(tx, untouched, q);
    return;
  }
  const space = answerSpace(answers.map((a) => a.answer));
  const graderShares = answers.map((a) => (a.total_marks > 0 ? a.grader_marks / a.total_marks : 0));
  const learned = learnFromTeacher(space, graderShares, teacher, Math.max(...answers.map((a) => a.total_marks)));
  for (const [i, a] of answers.entries()) {
    if (a.teacher_marks !== null) continue;
    const suggestion = learned[i]!;
    await saveSuggestion(tx, a.student_assessment_id, q, {
      marks: suggestedMarks(suggestion.share, a.total_marks),
      basedOn: suggestion.neighbours.map((n) => answers[n]!.student_assessment_id),
      confidence: suggestion.confidence,
      needsReview: suggestion.needsReview,
    });
  }
}

/** After a teacher changes marks on one submission, re-marks those questions across its assessment's class. */
export async function remarkClassQuestions(db: Database, viewerId: string, studentAssessmentId: string, questions: readonly QuestionRef[]): Promise<void> {
  const assessmentId = await assessmentOfSubmission(db, studentAssessmentId);
  if (!assessmentId) return;
  for (const q of questions) {
    const answers = await classAnswers(db, viewerId, assessmentId, q);
    await db.transaction((tx) => remarkFromTeacher(tx, answers, q));
  }
}
