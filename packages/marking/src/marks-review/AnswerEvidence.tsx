import { fetchAnswerSheetUrl, summariseAssessmentReport, type SubmissionDetail, type ReportQuestionPart } from '@assess/core';
import { useAssessApi, useResource } from '@assess/ui';
import * as styles from './AnswerEvidence.css.ts';
import { EVIDENCE_TEXTS } from './texts.ts';

/** 'Page 2 of the answer sheet'. */
export function answerPageText(page: number): string {
  return `Page ${page} of the answer sheet`;
}

/** 'View page 2'. */
export function viewPageText(page: number): string {
  return `View page ${page}`;
}

export type PartEvidence = Pick<ReportQuestionPart, 'questionText' | 'studentAnswer' | 'markPoints' | 'answerPage'>;

/**
 * What the marks of a submission are checked against, a part at a time (keyed as the marks review keys its parts),
 * and the signed link of the answer sheet, read once for the submission when some answer names its page.
 */
export function useAnswerEvidence(studentAssessmentId: string, report: SubmissionDetail) {
  const api = useAssessApi();
  const byKey = new Map<string, PartEvidence>();
  for (const question of summariseAssessmentReport(report).questions) {
    question.parts.forEach((part, index) => byKey.set(`${question.number}:${part.part ?? index}`, part));
  }
  const withPages = [...byKey.values()].some((part) => part.answerPage !== null);
  const sheet = useResource(withPages ? `answer-sheet:${studentAssessmentId}` : null, ({ fresh, signal }) => fetchAnswerSheetUrl(api, studentAssessmentId, { fresh, signal }));
  return { byKey, answerSheetUrl: sheet.resource.kind === 'data' ? sheet.resource.data : null };
}

export interface AnswerEvidenceProps {
  part: PartEvidence | undefined;
  /** The part's name ('Question 1 (a)'), for the link's accessible name. */
  name: string;
  answerSheetUrl: string | null;
}

/** Beside a mark: the question, the student's answer and the page it came from, and the mark points met or missed. */
export function AnswerEvidence({ part, name, answerSheetUrl }: AnswerEvidenceProps) {
  if (!part) return null;
  const answer = part.studentAnswer?.trim() ?? '';
  const page = part.answerPage;
  return (
    <div className={styles.evidence} data-answer-evidence>
      {part.questionText && (
        <div>
          <p className={styles.label}>{EVIDENCE_TEXTS.question}</p>
          <p className={styles.text}>{part.questionText}</p>
        </div>
      )}
      <div>
        <p className={styles.label}>{EVIDENCE_TEXTS.answer}</p>
        {answer ? <blockquote className={styles.answer}>{answer}</blockquote> : <p className={styles.noAnswer}>{EVIDENCE_TEXTS.noAnswer}</p>}
      </div>
      {page !== null && (
        <p className={styles.page}>
          <span>{answerPageText(page)}</span>
          {answerSheetUrl && (
            // The browser's PDF viewer opens the file at the page named after '#page='.
            <a className={styles.link} href={`${answerSheetUrl}#page=${page}`} target="_blank" rel="noopener noreferrer" aria-label={`${viewPageText(page)} of the answer sheet, ${name}`}>
              {viewPageText(page)}
            </a>
          )}
        </p>
      )}
      {part.markPoints.length > 0 && (
        <div>
          <p className={styles.label}>{EVIDENCE_TEXTS.markPoints}</p>
          <ul className={styles.points} aria-label={`${EVIDENCE_TEXTS.markPoints}, ${name}`}>
            {part.markPoints.map((point, index) => (
              <li key={index} className={styles.point}>
                <span className={point.met ? styles.met : styles.missed}>{point.met ? `✓ ${EVIDENCE_TEXTS.met}` : `✗ ${EVIDENCE_TEXTS.missed}`}</span>
                <span>{point.point}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
