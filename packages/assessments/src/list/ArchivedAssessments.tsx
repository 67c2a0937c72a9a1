import { useState } from 'react';
import { callErrorText, fetchArchivedAssessments, restoreAssessment, type ArchivedAssessment } from '@assess/core';
import { Alert, Button, Card, LoadFailed, LoadingState, useAssessApi, useResource } from '@assess/ui';
import * as styles from './AssessmentList.css.ts';
import { ARCHIVE_TEXTS } from './texts.ts';

export interface ArchivedAssessmentsProps {
  onView: (item: ArchivedAssessment) => void;
  /** After a restore: the assessment is back in the lists. */
  onRestored: () => void;
}

/** An administrator's archive: the assessments teachers deleted, kept with their students' work, each to restore. */
export function ArchivedAssessments({ onView, onRestored }: ArchivedAssessmentsProps) {
  const api = useAssessApi();
  const archive = useResource('archived-assessments', ({ fresh, signal }) => fetchArchivedAssessments(api, { fresh, signal }));
  const [restoring, setRestoring] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  async function restore(item: ArchivedAssessment) {
    setRestoring(item.id);
    setNotice(null);
    try {
      await restoreAssessment(api, item.id);
      setNotice({ severity: 'success', text: ARCHIVE_TEXTS.restored(item.title) });
      await archive.reload();
      onRestored();
    } catch (error) {
      setNotice({ severity: 'error', text: callErrorText(error, ARCHIVE_TEXTS.restoreFailed) });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Card as="section" title={ARCHIVE_TEXTS.title} headingLevel={2}>
      <p className={styles.muted}>{ARCHIVE_TEXTS.hint}</p>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {archive.resource.kind === 'loading' && <LoadingState title={ARCHIVE_TEXTS.loading} />}
      {archive.resource.kind === 'error' && (
        <LoadFailed message={callErrorText(archive.resource.error.cause, ARCHIVE_TEXTS.loadFailed)} retryLabel={ARCHIVE_TEXTS.retry} onRetry={() => void archive.reload()} />
      )}
      {archive.resource.kind === 'data' && archive.resource.data.length === 0 && <p className={styles.muted}>{ARCHIVE_TEXTS.none}</p>}
      {archive.resource.kind === 'data' && archive.resource.data.length > 0 && (
        <ul className={styles.archive} aria-label={ARCHIVE_TEXTS.caption}>
          {archive.resource.data.map((item) => (
            <li key={item.id} className={styles.archived} aria-label={item.title}>
              <span className={styles.archivedTitle}>{item.title}</span>
              <span className={styles.muted}>{ARCHIVE_TEXTS.facts(item)}</span>
              <span className={styles.archiveActions}>
                {item.submissions > 0 && (
                  <Button size="sm" variant="text" aria-label={`${ARCHIVE_TEXTS.view} ${item.title}`} onClick={() => onView(item)}>
                    {ARCHIVE_TEXTS.view}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outlined"
                  aria-label={`${ARCHIVE_TEXTS.restore} ${item.title}`}
                  loading={restoring === item.id}
                  disabled={restoring !== null && restoring !== item.id}
                  onClick={() => void restore(item)}
                >
                  {ARCHIVE_TEXTS.restore}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
