import { SIMULATED_JOB_TEXTS, formatShortDate, isSimulatedJob, reportStatusColour, type ListedJob } from '@assess/core';
import { Button, Card, Chip } from '@assess/ui';
import * as styles from './PendingJobs.css.ts';

export const PENDING_JOBS_FAILED = 'Failed to load pending jobs';

export interface PendingJobsProps {
  /** Null until the first list arrives. */
  jobs: readonly ListedJob[] | null;
  failed?: boolean;
  refreshing?: boolean;
  /** Reads the list again, past every cache. */
  onRefresh: () => void;
}

function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The validations still running, with Refresh Jobs. */
export function PendingJobs({ jobs, failed = false, refreshing = false, onRefresh }: PendingJobsProps) {
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
            <li key={job.job_id} className={styles.item}>
              <span className={styles.name}>{job.file_name}</span>
              <span className={styles.meta}>
                {isSimulatedJob(job) && (
                  <Chip size="sm" color="warning">
                    {SIMULATED_JOB_TEXTS.label}
                  </Chip>
                )}
                <Chip size="sm" color={reportStatusColour(job.status)}>
                  {statusLabel(job.status)}
                </Chip>
                <span className={styles.muted}>{formatShortDate(job.created_at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
