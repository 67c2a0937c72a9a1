// The cards of a student's reports home: a report, and the pending jobs.
import { attemptLabel, formatShortDate, reportCardStatusText, reportStatusColour, routeTo, type ListedJob, type MyReportItem, type Resource } from '@assess/core';
import { Alert, Button, Card, Chip, EmptyState, Heading, LoadingState, RouteLink, type NavigateHandler } from '@assess/ui';
import { failureOf } from '../shared/load.ts';
import { LoadFailure } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T, scoreText } from '../shared/texts.ts';
import { useReportDownload } from '../shared/useReportDownload.ts';

/** The Pending Jobs tab: the jobs still running, or why they could not be read. */
export function PendingJobs({ jobs, pendingJobs, onRetry }: { jobs: Resource<ListedJob[]>; pendingJobs: ListedJob[]; onRetry: () => void }) {
  const failure = failureOf(jobs);
  if (jobs.kind === 'loading') return <LoadingState />;
  if (failure) return <LoadFailure error={failure} text={T.loadPendingJobsFailed} onRetry={onRetry} />;
  if (pendingJobs.length === 0) return <EmptyState title={T.noPendingJobs} description={T.noPendingJobsText} headingLevel={2} />;
  return (
    <ul className={styles.cardList} aria-label={T.pendingJobsTab}>
      {pendingJobs.map((job) => (
        <Card as="li" key={job.job_id}>
          <div className={styles.row}>
            <span className={styles.cardTitle}>{job.file_name}</span>
            <Chip size="sm" color={reportStatusColour(job.status)}>
              {job.status}
            </Chip>
          </div>
          <p className={styles.meta}>{formatShortDate(job.created_at, { fallback: 'N/A' })}</p>
        </Card>
      ))}
    </ul>
  );
}

/** A report of the student's list: its title links to the report; a graded one downloads as a PDF. */
export function ReportCard({ report, onNavigate }: { report: MyReportItem; onNavigate: NavigateHandler | undefined }) {
  const status = (report.status ?? '').toLowerCase();
  const graded = status === 'graded' || status === 'completed';
  const title = report.assessment_title || 'Untitled Assessment';
  const { download, busy, error } = useReportDownload();
  const id = String(report.id);
  // 'Attempt 2 of 3' where the assessment allows more than one attempt.
  const attempt = attemptLabel(report.attempt, report.attempts_allowed);
  return (
    <Card as="li" part="report-card">
      <div className={styles.cardBody}>
        <Heading level={2} className={styles.cardTitle}>
          <RouteLink to={routeTo('assessmentReport', { reportId: id })} onNavigate={onNavigate} className={styles.link}>
            {title}
          </RouteLink>
        </Heading>
        <p className={styles.meta}>
          {report.subject_name ?? 'No subject'} · {formatShortDate(report.graded_at ?? report.submitted_at, { fallback: 'Unknown' })}
          {attempt && ` · ${attempt}`}
        </p>
        <div className={styles.row}>
          {report.practice && (
            <Chip size="sm" color="secondary">
              {T.practice}
            </Chip>
          )}
          <Chip size="sm" color={reportStatusColour(report.status)}>
            {report.status ?? 'Unknown'}
          </Chip>
          <span>{graded && typeof report.percentage === 'number' ? scoreText(report.percentage) : graded ? '' : reportCardStatusText(report.status)}</span>
        </div>
        {graded && (
          <div>
            <Button size="sm" variant="outlined" loading={busy} onClick={() => void download(id)} aria-label={`${T.downloadReport}: ${title}`}>
              {T.downloadReport}
            </Button>
          </div>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Card>
  );
}
