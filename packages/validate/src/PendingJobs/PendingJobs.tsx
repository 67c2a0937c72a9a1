import { SIMULATED_JOB_TEXTS, formatShortDate, isSimulatedJob, jobResultPath, reportStatusColour, type ListedJob } from '@assess/core';
import { Button, Card, Chip, RouteLink, type NavigateHandler } from '@assess/ui';
import * as styles from './PendingJobs.css.ts';
import { PENDING_JOBS_FAILED } from '../UploadValidate/texts.ts';

export interface PendingJobsProps {
  /** Null until the first list arrives. */
  jobs: readonly ListedJob[] | null;
  failed?: boolean;
  refreshing?: boolean;
  /** Reads the list again, past every cache. */
  onRefresh: () => void;
  /** Jobs of this visit that have finished since they were listed, newest first, with a link to each result. */
  finished?: readonly ListedJob[];
  /** The host's router for the View Result links; inside an element a click leaves as assess-navigate. */
  onNavigate?: NavigateHandler;
}

/** When a job was sent, to tell jobs of the same day apart: "26 Nov 2026, 14:05". */
function sentAt(createdAt: string | null): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatShortDate(createdAt)}, ${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
}

/** A job by its assessment's title (what the user typed), else its file's name. */
const jobTitle = (job: ListedJob) => job.assessment?.title?.trim() || job.file_name;

function JobItem({ job, onNavigate }: { job: ListedJob; onNavigate: NavigateHandler | undefined }) {
  const result = jobResultPath(job);
  return (
    <li className={styles.item}>
      <span className={styles.name}>{jobTitle(job)}</span>
      {job.file_name !== jobTitle(job) && <span className={styles.muted}>{job.file_name}</span>}
      <span className={styles.meta}>
        {isSimulatedJob(job) && (
          <Chip size="sm" color="warning">
            {SIMULATED_JOB_TEXTS.label}
          </Chip>
        )}
        <Chip size="sm" color={reportStatusColour(job.status)}>
          {statusLabel(job.status)}
        </Chip>
        {job.subject && <span className={styles.muted}>{job.subject}</span>}
        <span className={styles.muted}>{sentAt(job.created_at)}</span>
      </span>
      {result && (
        <RouteLink to={result} onNavigate={onNavigate} className={styles.link}>
          View Result<span className={styles.hidden}> of {jobTitle(job)}</span>
        </RouteLink>
      )}
      {job.status === 'failed' && job.error_message && <span className={styles.error}>{job.error_message}</span>}
    </li>
  );
}

function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The validations still running, with Refresh Jobs. */
export function PendingJobs({ jobs, failed = false, refreshing = false, onRefresh, finished = [], onNavigate }: PendingJobsProps) {
  return (
    <Card
      as="section"
      title="Pending Jobs"
      headingLevel={2}
      actions={
        <Button variant="outlined" size="sm" loading={refreshing} onClick={onRefresh}>
          Refresh Jobs
        </Button>
      }
    >
      {failed ? (
        <p className={styles.error}>{PENDING_JOBS_FAILED}</p>
      ) : jobs === null ? (
        <p className={styles.muted}>Loading jobs...</p>
      ) : jobs.length === 0 ? (
        <p className={styles.muted}>No pending jobs</p>
      ) : (
        <ul className={styles.list} aria-label="Pending validation jobs">
          {jobs.map((job) => (
            <JobItem key={job.job_id} job={job} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {finished.length > 0 && (
        <div className={styles.finished}>
          <h3 className={styles.subheading}>Finished</h3>
          <ul className={styles.list} aria-label="Finished validation jobs">
            {finished.map((job) => (
              <JobItem key={job.job_id} job={job} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
