// The cards of Assessment Details that only show what was read: the assessment's facts, the pending grading jobs
// and the submission's facts.
import type { ReactNode } from 'react';
import { SIMULATED_JOB_TEXTS, countOf, formatShortDate, formatStatusLabel, isSimulatedJob, reportStatusColour, toListedJob, type AssessmentDetail, type Job } from '@assess/core';
import { Alert, Card, Chip } from '@assess/ui';
import * as styles from './AssessmentDetails.css.ts';
import { DETAILS_CARD_TEXTS } from './texts.ts';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd className={styles.fieldValue}>{children}</dd>
    </div>
  );
}

function FileLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span className={styles.meta}>{DETAILS_CARD_TEXTS.notAvailable}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {label}
    </a>
  );
}

export function AssessmentInformation({ assessment }: { assessment: AssessmentDetail }) {
  const { notSpecified } = DETAILS_CARD_TEXTS;
  return (
    <Card as="section" title="Assessment Information" headingLevel={2}>
      <dl className={styles.fields}>
        <Field label="Subject">{assessment.subject?.name ?? notSpecified}</Field>
        <Field label="Difficulty">{assessment.difficulty_level ?? notSpecified}</Field>
        <Field label="Total Marks">{assessment.total_marks ?? notSpecified}</Field>
        <Field label="Time Limit">{assessment.time_limit_minutes === null ? notSpecified : countOf(assessment.time_limit_minutes, 'minute')}</Field>
        <Field label="Source">{assessment.source ?? notSpecified}</Field>
        <Field label="Self Created">{assessment.is_self_created ? 'Yes' : 'No'}</Field>
        <Field label="Question Paper">
          <FileLink href={assessment.question_paper_url} label="Download question paper" />
        </Field>
        <Field label="Mark Scheme">
          <FileLink href={assessment.mark_scheme_url} label="Download mark scheme" />
        </Field>
      </dl>
    </Card>
  );
}

export function PendingJobsCard({ jobs, error }: { jobs: readonly Job[]; error: string | null }) {
  return (
    <Card as="section" title="Pending Grading Jobs" headingLevel={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {jobs.some(isSimulatedJob) && (
        <Alert severity="warning" title={SIMULATED_JOB_TEXTS.label} autoDismiss={false}>
          {SIMULATED_JOB_TEXTS.pendingJobs}
        </Alert>
      )}
      {!error && jobs.length === 0 && <p className={styles.meta}>{DETAILS_CARD_TEXTS.noPendingJobs}</p>}
      {jobs.length > 0 && (
        <ul className={styles.jobs}>
          {jobs.map((job) => (
            <li key={job.job_id} className={styles.job}>
              <span>{toListedJob(job).file_name}</span>
              <Chip size="sm" color={reportStatusColour(job.status)}>
                {formatStatusLabel(job.status)}
              </Chip>
              <span className={styles.meta}>{formatShortDate(job.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export interface SubmissionInformationProps {
  assessment: AssessmentDetail;
  /** The class's progress, on a reviewer's page of an assessment set for students. */
  classView: boolean;
  progress: string | null;
  /** The tracked grading job's status, when one is tracked. */
  jobStatus: string | null;
  markedStudent: string | null;
}

export function SubmissionInformation({ assessment, classView, progress, jobStatus, markedStudent }: SubmissionInformationProps) {
  return (
    <Card as="section" title="Submission Information" headingLevel={2}>
      <dl className={styles.fields}>
        {classView ? progress && <Field label={DETAILS_CARD_TEXTS.classProgress}>{progress}</Field> : <Field label="Status">{formatStatusLabel(assessment.status)}</Field>}
        <Field label="Created">{formatShortDate(assessment.created_at)}</Field>
        {jobStatus !== null && <Field label="Grading Job">{formatStatusLabel(jobStatus)}</Field>}
        {markedStudent && <Field label="Student">{markedStudent}</Field>}
      </dl>
    </Card>
  );
}
