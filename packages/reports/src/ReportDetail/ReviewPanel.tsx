import { MarksReview } from '@assess/marking';
import { apiErrorText, fetchReviewHistory, formatShortDate, summariseAssessmentReport, countOf, type MarkReviewEvent, type SubmissionReport } from '@assess/core';
import { Alert, Card, LoadingState, useAssessApi, useResource } from '@assess/ui';
import { failureOf, readReport } from '../shared/load.ts';
import * as screen from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T, reviewLabel } from '../shared/texts.ts';
import * as styles from './ReportDetail.css.ts';
import { HISTORY_FAILED } from '../shared/texts.ts';

function questionText(event: MarkReviewEvent): string {
  if (!event.question) return '';
  return ` question ${event.question}${event.question_part ?? ''}`;
}

const marksText = (marks: number | null | undefined) => (marks === null || marks === undefined ? '- marks' : countOf(marks, 'mark'));

/** One line of the history: who changed what, and when. */
export function historyLine(event: MarkReviewEvent): string {
  const who = event.actor_email ?? 'A teacher';
  const when = formatShortDate(event.created_at, { fallback: 'N/A' });
  if (event.action === 'release') return `${when}: ${who} released the marks to the student`;
  if (event.new_marks === event.old_marks) {
    // Saving the review records every question; one whose marks and feedback stayed is a confirmation.
    if ((event.new_feedback ?? '') === (event.old_feedback ?? '')) return `${when}: ${who} confirmed${questionText(event)} at ${marksText(event.new_marks)}`;
    return `${when}: ${who} changed the feedback on${questionText(event)}`;
  }
  return `${when}: ${who} changed${questionText(event)} from ${event.old_marks ?? '-'} to ${marksText(event.new_marks)}`;
}

/**
 * A teacher's review of a student's report (decision 14): the marks review of the assessment details screen,
 * what the student sees now, and every change with who made it and when.
 */
export function ReviewPanel({ reportId, report, onChanged }: { reportId: string; report: SubmissionReport; onChanged: () => void }) {
  const api = useAssessApi();
  const history = useResource(`history:${reportId}`, ({ signal }) => readReport(HISTORY_FAILED, () => fetchReviewHistory(api, reportId, { signal })));
  const summary = summariseAssessmentReport(report);
  const failure = failureOf(history.resource);
  const events = history.resource.kind === 'data' ? history.resource.data : [];
  // Changes after the last release (or any, before the first) wait for the next release.
  const draftsWaiting = events.map((event) => event.action).lastIndexOf('release') < events.length - 1;

  return (
    <div className={screen.section}>
      <Card as="section" title={T.studentSees} headingLevel={2}>
        <p className={screen.feedback}>
          {reviewLabel(summary.provisional, true)}: {summary.earned} / {summary.total} ({summary.percentage}%)
        </p>
        {draftsWaiting && <p className={screen.meta}>Saved changes reach the student when you release them.</p>}
      </Card>
      <MarksReview
        studentAssessmentId={reportId}
        report={report}
        canReview
        onChanged={() => {
          onChanged();
          void history.reload();
        }}
      />
      <Card as="section" title={T.reviewHistory} headingLevel={2}>
        {history.resource.kind === 'loading' && <LoadingState />}
        {failure && <Alert severity="error">{apiErrorText(failure.cause, HISTORY_FAILED)}</Alert>}
        {history.resource.kind !== 'loading' && events.length === 0 && <p className={screen.meta}>{T.noHistory}</p>}
        {events.length > 0 && (
          <ol className={styles.historyList} aria-label={T.reviewHistory}>
            {events.map((event) => (
              <li key={event.id}>{historyLine(event)}</li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
