import { REVIEW_STATUS_LABELS, attemptLabel, formatStatusLabel, reportStatusColour, type ClassSubmission } from '@assess/core';
import { Alert, Button, Card, Chip, visuallyHidden } from '@assess/ui';
import * as styles from './AssessmentDetails.css.ts';
import { CLASS_SUBMISSIONS_TEXTS } from './texts.ts';

const REVIEW_COLOURS = { ai_grade: 'warning', saved: 'info', released: 'success' } as const;

/** '8 / 9 (88.9%)' for a graded submission; a dash before it is graded. */
export function markText(row: Pick<ClassSubmission, 'marks_obtained' | 'total_marks' | 'percentage'>): string {
  if (row.marks_obtained === null || row.total_marks === null) return '–';
  return `${row.marks_obtained} / ${row.total_marks}${row.percentage === null ? '' : ` (${row.percentage}%)`}`;
}

/**
 * The teacher's current total and which it is: after Save Marks their draft ('Draft: 5 / 8 (62.5%)'), with what the
 * student sees beneath; otherwise the one total, whose chip says whether it is the AI grade or released.
 */
export function currentMarkTexts(row: ClassSubmission): { current: string; seen: string | null } {
  const seen = markText(row);
  if (row.review_status !== 'saved' || row.draft_marks_obtained === null || row.draft_marks_obtained === undefined || row.total_marks === null || row.draft_marks_obtained === row.marks_obtained) {
    return { current: seen, seen: null };
  }
  const percentage = row.total_marks > 0 ? ` (${Math.round((row.draft_marks_obtained * 1000) / row.total_marks) / 10}%)` : '';
  return { current: `Draft: ${row.draft_marks_obtained} / ${row.total_marks}${percentage}`, seen: `Student sees: ${seen}` };
}

export interface ClassSubmissionsProps {
  rows: ClassSubmission[] | null;
  error: string | null;
  /** The submission whose marks review shows beside the list. */
  chosenId: string | null;
  onChoose: (row: ClassSubmission) => void;
}

/** A teacher's view of an assessment: each of their students' submissions, and which one the marks review shows. */
export function ClassSubmissions({ rows, error, chosenId, onChoose }: ClassSubmissionsProps) {
  return (
    <Card as="section" title={CLASS_SUBMISSIONS_TEXTS.title} headingLevel={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {rows && rows.length === 0 && <p className={styles.meta}>{CLASS_SUBMISSIONS_TEXTS.empty}</p>}
      {rows && rows.length > 0 && (
        <ul className={styles.submissions} aria-label={CLASS_SUBMISSIONS_TEXTS.title}>
          {rows.map((row) => {
            const chosen = row.student_assessment_id === chosenId;
            // 'Attempt 2 of 3' where the assessment allows more than one: each of a student's rows says which it is.
            const attempt = attemptLabel(row.attempt, row.attempts_allowed);
            const mark = currentMarkTexts(row);
            return (
              <li key={row.student_assessment_id} className={styles.submission} data-chosen={chosen || undefined}>
                <span className={styles.submissionName}>
                  {row.student_name}
                  {attempt && (
                    <span className={styles.attempt} data-attempt>
                      {' · '}
                      {attempt}
                    </span>
                  )}
                </span>
                <Chip size="sm" color={reportStatusColour(row.status)}>
                  {formatStatusLabel(row.status)}
                </Chip>
                <span className={styles.submissionMark} data-mark>
                  {mark.current}
                  {mark.seen && <span className={styles.submissionSeen}>{mark.seen}</span>}
                </span>
                <Chip size="sm" color={REVIEW_COLOURS[row.review_status]} data-review={row.review_status}>
                  {REVIEW_STATUS_LABELS[row.review_status]}
                </Chip>
                {/* The visible words lead the button's name (the student's name follows, for a screen reader's list of buttons). */}
                <Button
                  size="sm"
                  variant={chosen ? 'primary' : 'outlined'}
                  aria-pressed={chosen}
                  disabled={row.marks_obtained === null}
                  onClick={() => onChoose(row)}
                >
                  {CLASS_SUBMISSIONS_TEXTS.review}
                  <span className={visuallyHidden}>
                    {' '}
                    for {row.student_name}
                    {attempt && `, ${attempt}`}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
