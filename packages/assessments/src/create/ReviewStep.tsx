import { parseSectionCount, parseSectionMarks, titleCaseSubject, type CreateAssessmentDraft, countOf } from '@assess/core';
import * as styles from './CreateAssessment.css.ts';

export interface ReviewStepProps {
  draft: CreateAssessmentDraft;
  subjectName: string;
  className: string;
}

/** Step 2, Review & Submit: what will be sent. */
export function ReviewStep({ draft, subjectName, className }: ReviewStepProps) {
  const rows: [string, string][] = [
    ['Title', draft.title.trim()],
    ['Description', draft.description || '—'],
    ['Subject', subjectName],
    ['Class/Year Group', className],
    ['Total Marks', String(draft.totalMarks)],
    ['Time Limit', countOf(Number(draft.timeLimit), 'minute')],
    ['Difficulty Level', titleCaseSubject(draft.difficultyLevel)],
    ['Instructions', draft.instructions || '—'],
    ['Questions', draft.mode === 'ai' ? 'AI-Generated Questions' : 'Upload Files'],
  ];
  return (
    <div className={styles.step}>
      <dl className={styles.review}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.reviewRow}>
            <dt className={styles.meta}>{label}</dt>
            <dd className={styles.reviewValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {draft.mode === 'ai' ? (
        <ul className={styles.reviewList} aria-label="Sections">
          {draft.sections.map((section, index) => (
            <li key={index}>
              {section.label}: {parseSectionCount(section.count)} × {titleCaseSubject(section.type)}, {titleCaseSubject(section.difficulty)},{' '}
              {parseSectionMarks(section.marks)} marks
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.reviewList} aria-label="Files">
          <li>Question Paper: {draft.questionPaper?.name}</li>
          <li>Mark Scheme: {draft.markScheme?.name}</li>
        </ul>
      )}
    </div>
  );
}
