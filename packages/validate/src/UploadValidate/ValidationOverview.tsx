import { routeTo, UPLOAD_VALIDATE_MESSAGES, type ListedJob, type ValidationCounter } from '@assess/core';
import { Alert, buttonClassName, RouteLink, type NavigateHandler } from '@assess/ui';
import { PendingJobs } from '../PendingJobs/PendingJobs.tsx';
import { UsageStatistics } from '../UsageStatistics/UsageStatistics.tsx';
import { ValidationTips } from '../ValidationTips/ValidationTips.tsx';
import { UPLOAD_VALIDATE_TEXTS } from './texts.ts';
import * as styles from './UploadValidate.css.ts';

/** The banner above the form once the daily validation limit is reached, with Upgrade Plan. */
export function LimitBanner({ onNavigate }: { onNavigate: NavigateHandler | undefined }) {
  return (
    <Alert
      severity="warning"
      autoDismiss={false}
      title={UPLOAD_VALIDATE_TEXTS.limitBannerTitle}
      action={
        <RouteLink to={routeTo('subscription')} onNavigate={onNavigate} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
          {UPLOAD_VALIDATE_TEXTS.upgrade}
        </RouteLink>
      }
    >
      {UPLOAD_VALIDATE_MESSAGES.limitReached}
    </Alert>
  );
}

export interface ValidationOverviewProps {
  /** Null until usage data arrives. */
  usage: ValidationCounter | null;
  usageFailed: boolean;
  /** Null until the first list arrives. */
  jobs: readonly ListedJob[] | null;
  finished: readonly ListedJob[];
  jobsFailed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onNavigate: NavigateHandler | undefined;
}

/** Beside the form: remaining validations, the pending and finished jobs, My Assessments and the tips. */
export function ValidationOverview({ usage, usageFailed, jobs, finished, jobsFailed, refreshing, onRefresh, onNavigate }: ValidationOverviewProps) {
  return (
    <aside className={styles.side} aria-label="Validation overview">
      <UsageStatistics usage={usage} failed={usageFailed} />
      <PendingJobs jobs={jobs} failed={jobsFailed} refreshing={refreshing} onRefresh={onRefresh} finished={finished} onNavigate={onNavigate} />
      <RouteLink to={routeTo('assessments')} onNavigate={onNavigate} className={buttonClassName({ variant: 'outlined', fullWidth: true })}>
        {UPLOAD_VALIDATE_TEXTS.myAssessments}
      </RouteLink>
      <ValidationTips />
    </aside>
  );
}
