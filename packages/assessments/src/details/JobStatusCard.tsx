import { SIMULATED_JOB_TEXTS, formatStatusLabel, isSimulatedJob, reportStatusColour, type Job } from '@assess/core';
import { Alert, Card, Chip, ProgressBar } from '@assess/ui';
import { JOB_TEXTS } from './texts.ts';
import * as styles from './AssessmentDetails.css.ts';

export interface JobStatusCardProps {
  jobId: string;
  job: Job | null;
  error: string | null;
}

/** The Grading Job Status card: the tracked job's state, a progress bar while it runs, and its outcome. */
export function JobStatusCard({ jobId, job, error }: JobStatusCardProps) {
  const status = job?.status ?? 'pending';
  const simulated = isSimulatedJob(job);
  const chips = (
    <span className={styles.row}>
      {simulated && <Chip color="warning">{SIMULATED_JOB_TEXTS.label}</Chip>}
      <Chip color={reportStatusColour(status)}>{formatStatusLabel(status)}</Chip>
    </span>
  );
  return (
    <Card as="section" title="Grading Job Status" headingLevel={2} headerAction={chips}>
      <div className={styles.stack}>
        <p className={styles.meta}>Job {jobId}</p>
        {status === 'pending' && (
          <>
            <ProgressBar label="Grading progress" />
            <p>{JOB_TEXTS.pending}</p>
          </>
        )}
        {status === 'processing' && (
          <>
            <ProgressBar label="Grading progress" />
            <p>{JOB_TEXTS.processing}</p>
          </>
        )}
        {status === 'completed' && <ProgressBar label="Grading progress" value={100} color="success" />}
        {status === 'completed' && <p>{JOB_TEXTS.completed}</p>}
        {status === 'failed' && <Alert severity="error">{job?.error_message || JOB_TEXTS.failed}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Card>
  );
}
