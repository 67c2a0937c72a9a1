import { schemeReadSummaryText, type SchemeReadSummary } from '@assess/core';
import { Alert } from '@assess/ui';
import * as styles from '../shared/marking.css.ts';

/** 'The scheme states 6 marks'. */
export function statedTotalNote(total: number): string {
  return `The scheme states ${total} ${total === 1 ? 'mark' : 'marks'}`;
}

export interface SchemeReadProps {
  schemeRead: SchemeReadSummary | null | undefined;
}

/**
 * What the grader read of the mark scheme a result was marked on ("Read as 2 questions, 5 marks"), with the total
 * the scheme states when it differs and the grader's warnings, so that whoever reads the marks sees what they are out of.
 */
export function SchemeRead({ schemeRead }: SchemeReadProps) {
  if (!schemeRead) return null;
  const stated = schemeRead.stated_total;
  return (
    <div className={styles.stack} data-scheme-read>
      <p className={styles.meta}>
        {schemeReadSummaryText(schemeRead)}
        {stated !== null && Math.abs(stated - schemeRead.total_marks) >= 0.005 && ` · ${statedTotalNote(stated)}`}
      </p>
      {schemeRead.warnings.length > 0 && (
        <Alert severity="warning" autoDismiss={false}>
          <ul className={styles.list}>
            {schemeRead.warnings.map((warning) => (
              <li key={`${warning.code}:${warning.label ?? ''}:${warning.message}`}>{warning.message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
