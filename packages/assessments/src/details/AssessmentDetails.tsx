import { useEffect, useRef, useState } from 'react';
import {
  SIMULATED_JOB_TEXTS,
  assessmentReviewStatusColour,
  classProgressText,
  classSubmissionCounts,
  dataOf,
  fetchClassSubmissions,
  fetchSubmissionReport,
  formatShortDate,
  formatStatusLabel,
  isSetAssessment,
  isSimulatedJob,
  mayActOnAssessment,
  routeTo,
  callErrorText,
} from '@assess/core';
import { Alert, Button, Chip, LoadingState, Screen, ScreenHeader, useAssessApi, useNavigate, useResource, type NavigateHandler } from '@assess/ui';
import { forgetGradingJob, storedGradingJob } from '../shared/job-storage.ts';
import { useFeedbackDownload } from '../shared/useFeedbackDownload.ts';
import { useLastData } from '../shared/useLastData.ts';
import { ClassSubmissions } from './ClassSubmissions.tsx';
import { DetailsActions } from './DetailsActions.tsx';
import { AssessmentInformation, PendingJobsCard, SubmissionInformation } from './DetailsCards.tsx';
import { EditDetailsDialog } from './EditDetailsDialog.tsx';
import { AttemptsCard } from './AttemptsCard.tsx';
import { JobStatusCard } from './JobStatusCard.tsx';
import { MarkSchemeReadingCard } from '../mark-scheme/MarkSchemeReadingCard.tsx';
import { ClassMarking, MarksReview } from '@assess/marking';
import { loadAssessmentDetail, loadPendingJobs, type PendingJobs } from './loadDetails.ts';
import { isActiveJob, useGradingJob } from './useGradingJob.ts';
import * as styles from './AssessmentDetails.css.ts';
import { DETAILS_TEXTS } from './texts.ts';

/** While a job is pending or processing, details and jobs reload this often (spec 02 §9). */
export const DETAILS_AUTO_REFRESH_MS = 10_000;

export type DetailsRole = 'student' | 'teacher' | 'admin' | 'school_admin';

export interface AssessmentDetailsProps {
  assessmentId: string;
  /** The signed-in user's id: Edit Details shows only to the assessment's creator. */
  userId?: string;
  /** Teachers (and admins) may change marks and release them. */
  role?: DetailsRole | string;
  /** Whose submission to show; the signed-in user's by default. */
  studentId?: string;
  /** The submission to show marks for; by default the one the tracked grading job produced. */
  studentAssessmentId?: string;
  onNavigate?: NavigateHandler;
}

const REVIEWER_ROLES = new Set(['teacher', 'admin', 'school_admin']);

export function AssessmentDetails({ assessmentId, userId, role, studentId, studentAssessmentId, onNavigate }: AssessmentDetailsProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const feedback = useFeedbackDownload();
  const [trackedJobId] = useState<string | null>(() => storedGradingJob(assessmentId));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // While a grading job runs, the details and the pending jobs are read again every 10 s.
  const [autoRefresh, setAutoRefresh] = useState(false);
  // A student chosen from the class's list belongs to the page it was chosen on: another assessment or submission
  // starts afresh.
  const pageKey = `${assessmentId}|${studentAssessmentId ?? ''}|${studentId ?? ''}`;
  const [choice, setChoice] = useState<{ pageKey: string; submissionId: string; studentId: string } | null>(null);
  const chosen = choice?.pageKey === pageKey ? choice : null;
  const canReview = REVIEWER_ROLES.has((role ?? '').toLowerCase());
  // Where the action button takes the reader: the marks, else the job, else the submission's facts.
  const marksSection = useRef<HTMLDivElement>(null);
  const jobSection = useRef<HTMLDivElement>(null);
  const submissionSection = useRef<HTMLDivElement>(null);
  const classSection = useRef<HTMLDivElement>(null);
  const classMarkingSection = useRef<HTMLDivElement>(null);

  useEffect(() => () => forgetGradingJob(assessmentId), [assessmentId]);

  const poll = autoRefresh ? DETAILS_AUTO_REFRESH_MS : false;
  const detail = useResource(`assessment:${assessmentId}`, ({ fresh, signal }) => loadAssessmentDetail(api, assessmentId, { fresh, signal, failureText: DETAILS_TEXTS.loadFailed }), { poll });
  const lastPending = useRef<PendingJobs | undefined>(undefined);
  const pendingJobs = useResource(
    `pending-jobs:${assessmentId}`,
    async ({ fresh, signal }) => (lastPending.current = await loadPendingJobs(api, assessmentId, lastPending.current, { fresh, signal, failureText: DETAILS_TEXTS.pendingFailed })),
    { poll },
  );
  const classRead = useResource(canReview && userId ? `class-submissions:${userId}|${assessmentId}` : null, ({ fresh, signal }) =>
    fetchClassSubmissions(api, userId ?? '', assessmentId, { fresh, signal }),
  );

  const tracked = useGradingJob(api, trackedJobId, () => {
    void detail.reload();
    void pendingJobs.reload();
  });

  const pendingData = dataOf(pendingJobs.resource);
  const pending = pendingData?.jobs ?? [];
  const jobActive = isActiveJob(tracked.job) || (trackedJobId !== null && tracked.job === null) || pending.some(isActiveJob);
  if (jobActive !== autoRefresh) setAutoRefresh(jobActive);

  // A failed refresh keeps what is on screen; only a first load or a Retry shows the error.
  const shownDetail = useLastData(detail.resource);
  // The marks shown: the submission asked for, else the one the tracked job grades, else the latest one the
  // server reports for this viewer, so a student who comes back later still sees their marks.
  const latest = shownDetail?.latest_submission ?? null;
  const submissionId = chosen?.submissionId ?? studentAssessmentId ?? tracked.job?.student_assessment_id ?? latest?.student_assessment_id ?? null;
  const submissionStudent = chosen?.studentId ?? studentId ?? latest?.student_id ?? userId ?? null;
  const trackedStatus = tracked.job?.status;
  const trackedJobRunning = trackedJobId !== null && trackedStatus !== 'completed' && trackedStatus !== 'failed';
  // Read once the tracked job (if any) is over, afresh when it has just graded the submission.
  const reportKey = !trackedJobRunning && submissionId && submissionStudent ? `report:${submissionStudent}|${submissionId}|${trackedStatus ?? ''}` : null;
  const reportRead = useResource(reportKey, ({ fresh, signal }) => fetchSubmissionReport(api, submissionStudent ?? '', submissionId ?? '', { fresh: fresh || trackedStatus === 'completed', signal }));
  const report = useLastData(reportRead.resource) ?? null;
  const reportError = reportRead.resource.kind === 'error' ? callErrorText(reportRead.resource.error.cause, DETAILS_TEXTS.loadFailed) : null;
  const classRows = useLastData(classRead.resource);
  const classError = classRead.resource.kind === 'error' ? callErrorText(classRead.resource.error.cause, DETAILS_TEXTS.loadFailed) : null;

  if (!shownDetail) {
    if (detail.resource.kind !== 'error') {
      return (
        <Screen>
          <LoadingState title="Loading assessment..." />
        </Screen>
      );
    }
    const { code, cause } = detail.resource.error;
    return (
      <Screen>
        <Alert
          severity="error"
          action={
            <Button size="sm" variant="outlined" onClick={() => void detail.reload()}>
              Retry
            </Button>
          }
        >
          {code === 'missing' ? DETAILS_TEXTS.notFound : callErrorText(cause, DETAILS_TEXTS.loadFailed)}
        </Alert>
        <div>
          <Button variant="text" onClick={() => navigate({ to: routeTo('assessments') })}>
            Back to My Assessments
          </Button>
        </div>
      </Screen>
    );
  }

  const assessment = shownDetail;
  // The marks of someone else's submission are named: the reader always knows whose they are.
  const markedStudent = report && submissionStudent !== userId ? (report.student?.name ?? null) : null;
  const reviewChanged = () => {
    if (reportKey !== null) void reportRead.reload();
    if (canReview && userId) void classRead.reload();
  };
  // A reviewer's page of an assessment set for students is about the class: its state is the class's progress,
  // and its actions lead to the class's submissions and their marking, not to a student's Submit Assessment.
  const classView = canReview && isSetAssessment(assessment);
  const classLoaded = classRows !== undefined;
  const figures = classView && classLoaded ? classSubmissionCounts(classRows ?? []) : null;
  const progress = figures ? classProgressText(figures) : null;
  const goTo = (section: HTMLElement | null) => {
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus();
  };

  return (
    <Screen>
      <ScreenHeader
        title={assessment.title}
        subtitle={
          <span className={styles.titleFacts}>
            {classView ? (
              progress && (
                <span className={styles.classProgress} data-class-progress>
                  {progress}
                </span>
              )
            ) : (
              <Chip color={assessmentReviewStatusColour(assessment.status)} data-status={assessment.status}>
                {formatStatusLabel(assessment.status)}
              </Chip>
            )}
            <span className={styles.meta}>Created {formatShortDate(assessment.created_at)}</span>
            {jobActive && (
              <Chip color="info" size="sm" aria-live="polite">
                {DETAILS_TEXTS.autoRefresh}
              </Chip>
            )}
          </span>
        }
        actions={
          mayActOnAssessment('edit', userId, assessment) && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit Details
            </Button>
          )
        }
      />
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)}>
          Assessment details updated
        </Alert>
      )}
      {assessment.archived_at && (
        <Alert severity="info" autoDismiss={false}>
          {DETAILS_TEXTS.archived(formatShortDate(assessment.archived_at))}
        </Alert>
      )}
      {assessment.description && <p className={styles.description}>{assessment.description}</p>}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <AssessmentInformation assessment={assessment} />
          {/* A teacher who made it checks and confirms what the grader read of the mark scheme before students are marked
              on it; a student's own self-check says what was read beside its marks instead. */}
          {assessment.mark_scheme_url && canReview && mayActOnAssessment('edit', userId, assessment) && (
            <MarkSchemeReadingCard
              assessmentId={assessment.id}
              place="details"
              onConfirmed={() => void detail.reload()}
            />
          )}
          {isSimulatedJob(tracked.job) && (
            <Alert severity="warning" title={SIMULATED_JOB_TEXTS.label} autoDismiss={false}>
              {SIMULATED_JOB_TEXTS.status}
            </Alert>
          )}
          {trackedJobId && (
            <div ref={jobSection} tabIndex={-1} className={styles.section}>
              <JobStatusCard jobId={trackedJobId} job={tracked.job} error={tracked.error} />
            </div>
          )}
          {canReview && ((classRows ?? null) !== null || classError || (classView && classLoaded)) && (
            <div ref={classSection} tabIndex={-1} className={styles.section}>
              <ClassSubmissions
                rows={classView ? (classRows ?? []) : (classRows ?? null)}
                error={classError}
                chosenId={submissionId}
                onChoose={(row) => {
                  setChoice({ pageKey, submissionId: row.student_assessment_id, studentId: row.student_user_id });
                  marksSection.current?.scrollIntoView?.({ block: 'start' });
                }}
              />
            </div>
          )}
          {report && submissionId && (
            <div ref={marksSection} tabIndex={-1} className={styles.section}>
              <MarksReview
                studentAssessmentId={submissionId}
                report={report}
                canReview={canReview}
                studentName={markedStudent}
                onChanged={reviewChanged}
                schemeRead={report.scheme_read}
              />
            </div>
          )}
          {reportError && <Alert severity="error">{reportError}</Alert>}
          {canReview ? (
            <div ref={classMarkingSection} tabIndex={-1} className={`${styles.section} ${styles.stack}`}>
              <ClassMarking assessmentId={assessment.id} canReview studentAssessmentId={submissionId} report={report} onChanged={reviewChanged} />
            </div>
          ) : (
            <ClassMarking assessmentId={assessment.id} canReview={false} studentAssessmentId={submissionId} report={report} onChanged={reviewChanged} />
          )}
        </div>
        <div className={styles.stack}>
          <DetailsActions
            assessment={assessment}
            classView={classView}
            canMarkByGroup={figures !== null && figures.marked > 0}
            feedbackSubmissionId={report ? submissionId : null}
            feedback={feedback}
            onNavigate={navigate}
            onShowSubmission={() => goTo(marksSection.current ?? jobSection.current ?? submissionSection.current)}
            onShowClass={() => goTo(classSection.current)}
            onShowClassMarking={() => goTo(classMarkingSection.current)}
          />
          {classView && mayActOnAssessment('edit', userId, assessment) && <AttemptsCard assessment={assessment} onSaved={() => void detail.reload()} />}
          <PendingJobsCard jobs={pending} error={pendingData?.failed ? DETAILS_TEXTS.pendingFailed : null} />
          <div ref={submissionSection} tabIndex={-1} className={styles.section}>
            <SubmissionInformation
              assessment={assessment}
              classView={classView}
              progress={progress}
              jobStatus={trackedJobId ? (tracked.job?.status ?? 'pending') : null}
              markedStudent={markedStudent}
            />
          </div>
        </div>
      </div>
      {editing && (
        <EditDetailsDialog
          open
          assessment={assessment}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
            void detail.reload();
          }}
          onReload={() => detail.reload()}
        />
      )}
    </Screen>
  );
}
