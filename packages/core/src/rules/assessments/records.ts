/*
 * The rules that keep a school's records whole while several teachers work on them: a save from a stale copy is
 * refused (the server answers 409 with these texts, and the screens show them as they are), Delete archives, and
 * an assessment's total marks stay those its marked submissions are out of.
 */

/** The server's refusal of a marks save made from a copy someone else has changed since. */
export const STALE_MARKS = 'Someone else changed these marks since you opened them: reload to see their changes';

/** The server's refusal of an Edit Details save made from a copy someone else has changed since. */
export const STALE_ASSESSMENT_DETAILS = 'Someone else changed this assessment since you opened it: reload to see their changes';

/** The server's refusal of a class save made from a copy someone else has changed since. */
export const STALE_CLASS = 'Someone else changed this class since you opened it: reload to see their changes';

/** The server's refusal of a student record save made from a copy someone else has changed since. */
export const STALE_STUDENT_RECORD = "Someone else changed this student's details since you opened them: reload to see their changes";

/** What a teacher's Delete does, said in its confirmation before it is done. */
export const ARCHIVE_CONFIRMATION =
  "The assessment is archived, not erased: it leaves your list, and its students' submissions, marks, reports and files are kept. Students still see their own results, and an administrator can restore it.";

/** The server's refusal of a submission to an archived assessment. */
export const ARCHIVED_TAKES_NO_SUBMISSIONS = 'This assessment has been archived by its teacher: it no longer takes submissions';

/** Why Total Marks can no longer change: the marked submissions are out of it. */
export function totalMarksFixedText(total: number | null): string {
  return `Total marks cannot change once submissions have been marked: every marked submission is out of ${total ?? 'the total set'}.`;
}
