import { useState, type ReactNode } from 'react';
import { callErrorText, getMarkSchemeReading, schemeReadSummaryText, type MarkSchemeReading } from '@assess/core';
import { Alert, Button, Card, Chip, LoadFailed, LoadingState, useAssessApi, useResource } from '@assess/ui';
import { MarkSchemeReadingEditor } from './MarkSchemeReadingEditor.tsx';
import { READING_TEXTS as T, confirmedText } from './texts.ts';
import * as styles from './MarkSchemeReading.css.ts';

export interface MarkSchemeReadingCardProps {
  assessmentId: string;
  /** The Create wizard's step (always open, titled 'What the grader read'), or a section of the assessment's page. */
  place: 'wizard' | 'details';
  /** Called with the stored reading once the teacher confirms it. */
  onConfirmed?: (reading: MarkSchemeReading) => void;
  /** More buttons beside the status (the wizard's way out). */
  actions?: ReactNode;
}

/** 'Read as 3 questions, 6 marks' of a reading as stored. */
function summaryOf(reading: MarkSchemeReading): string {
  return schemeReadSummaryText({ questions: reading.questions.length, total_marks: reading.total_marks });
}

/**
 * The mark scheme of an assessment as the grader read it, with whether its creator has confirmed it, and the
 * editor that corrects and confirms it. On the assessment's page the editor is open until the reading is
 * confirmed, and opens again with Check and correct.
 */
export function MarkSchemeReadingCard({ assessmentId, place, onConfirmed, actions }: MarkSchemeReadingCardProps) {
  const api = useAssessApi();
  const read = useResource(`mark-scheme-reading:${assessmentId}`, ({ signal }) => getMarkSchemeReading(api, assessmentId, { signal }));
  const [editing, setEditing] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const title = place === 'wizard' ? T.title : T.detailsTitle;

  if (read.resource.kind === 'loading') {
    return (
      <Card as="section" title={title} headingLevel={2}>
        <LoadingState title={T.loading} />
      </Card>
    );
  }
  if (read.resource.kind === 'error') {
    return (
      <Card as="section" title={title} headingLevel={2}>
        <LoadFailed message={callErrorText(read.resource.error.cause, T.loadFailed)} retryLabel="Retry" onRetry={() => void read.reload()} />
      </Card>
    );
  }

  const reading = read.resource.data;
  // An assessment's page says nothing of a scheme it does not have; the wizard always made one.
  if (reading.status === 'none' && place === 'details') return null;
  const confirmed = reading.status === 'confirmed';
  const open = place === 'wizard' || (editing ?? !confirmed);

  return (
    <Card
      as="section"
      title={title}
      headingLevel={2}
      headerAction={<Chip color={confirmed ? 'success' : 'warning'}>{confirmed ? 'Confirmed' : 'Not yet confirmed'}</Chip>}
    >
      <div className={styles.stack}>
        <p className={styles.status} data-reading-status={reading.status}>
          {confirmed ? confirmedText(reading.confirmed_by, reading.confirmed_at) : T.notConfirmed}
        </p>
        {saved && (
          <Alert severity="success" onClose={() => setSaved(false)}>
            {T.confirmed}
          </Alert>
        )}
        {reading.status === 'none' ? (
          <p>{T.noScheme}</p>
        ) : open ? (
          <MarkSchemeReadingEditor
            assessmentId={assessmentId}
            reading={reading}
            onConfirmed={(stored) => {
              read.setData(() => stored);
              setSaved(true);
              if (place === 'details') setEditing(false);
              onConfirmed?.(stored);
            }}
          />
        ) : (
          <div className={styles.totals}>
            <p className={styles.total}>{summaryOf(reading)}</p>
            <Button variant="outlined" size="sm" onClick={() => (setEditing(true), setSaved(false))}>
              {T.edit}
            </Button>
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Card>
  );
}
