import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ApiError,
  SIMULATED_JOB_TEXTS,
  assessmentActionLabel,
  assessmentReviewStatusColour,
  classSubmissionCounts,
  classProgressText,
  formatShortDate,
  formatStatusLabel,
  isBackendUnreachable,
  isSetAssessment,
  isSimulatedJob,
  mayActOnAssessment,
  reportStatusColour,
  simulatedPendingJobs,
  toListedJob,
  type AssessmentDetail,
  type AssessmentDetailResponse,
  type ClassSubmission,
  type Job,
  countOf,
} from '@assess/core';
import { Alert, Button, Card, Chip, LoadingState, buttonClassName, useAssessApi, useRouteHref } from '@assess/ui';
import { errorText, fetchAssessment, fetchClassSubmissions, fetchPendingJobs, fetchSubmissionReport } from '../shared/assessments-api.ts';
import { ClassSubmissions } from './ClassSubmissions.tsx';
import { forgetGradingJob, storedGradingJob } from '../shared/job-storage.ts';
import { useFeedbackDownload } from '../shared/useFeedbackDownload.ts';
import { ASSESSMENTS_ROUTE, REPORTS_ROUTE, SUBMIT_ROUTE, submitForRoute, useNavigate, type NavigateHandler } from '../shared/navigation.ts';
import * as layout from '../shared/screen.css.ts';
import { EditDetailsDialog } from './EditDetailsDialog.tsx';
import { JobStatusCard } from './JobStatusCard.tsx';
import { ClassMarking, MarksReview } from '@assess/marking';
import { isActiveJob, useGradingJob } from './useGradingJob.ts';
import * as styles from './AssessmentDetails.css.ts';

/** While a job is pending or processing, details and jobs reload this often (spec 02 §9). */
export const DETAILS_AUTO_REFRESH_MS = 10_000;

export const DETAILS_TEXTS = {
  loadFailed: 'Failed to load assessment details',
  notFound: 'No assessment found with the specified ID.',
  pendingFailed: 'Failed to load pending grading jobs',
  noPendingJobs: 'No pending grading jobs for this assessment.',
  autoRefresh: 'Auto-refresh',
  notAvailable: 'Not available',
  notSpecified: 'Not specified',
  // A teacher's page of an assessment they set: the class's state and what its creator does next.
  classProgress: 'Class Progress',
  viewClassSubmissions: 'View Class Submissions',
  markByAnswerGroup: 'Mark by Answer Group',
} as const;

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

type DetailState = { state: 'loading' } | { state: 'ready'; assessment: AssessmentDetail } | { state: 'error'; message: string };

const REVIEWER_ROLES = new Set(['teacher', 'admin', 'school_admin']);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd className={styles.fieldValue}>{children}</dd>
    </div>
  );
}

function FileLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span className={styles.meta}>{DETAILS_TEXTS.notAvailable}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {label}
    </a>
  );
}

export function AssessmentDetails({ assessmentId, userId, role, studentId, studentAssessmentId, onNavigate }: AssessmentDetailsProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const routeHref = useRouteHref();
  const feedback = useFeedbackDownload();
  const [detail, setDetail] = useState<DetailState>({ state: 'loading' });
  const [pending, setPending] = useState<Job[]>([]);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const [trackedJobId] = useState<string | null>(() => storedGradingJob(assessmentId));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [report, setReport] = useState<AssessmentDetailResponse | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const [classRows, setClassRows] = useState<ClassSubmission[] | null>(null);
  const [classError, setClassError] = useState<string | null>(null);
  const [classLoaded, setClassLoaded] = useState(false);
  // The student whose marks the teacher chose from the class's submissions.
  // A student chosen from the class's list belongs to the page it was chosen on: another assessment or submission
  // starts afresh.
  const pageKey = `${assessmentId}|${studentAssessmentId ?? ''}|${studentId ?? ''}`;
  const [choice, setChoice] = useState<{ pageKey: string; submissionId: string; studentId: string } | null>(null);
  const chosen = choice?.pageKey === pageKey ? choice : null;
  const canReview = REVIEWER_ROLES.has((role ?? '').toLowerCase());
  const live = useRef(true);
  // Where the action button takes the reader: the marks, else the job, else the submission's facts.
  const marksSection = useRef<HTMLDivElement>(null);
  const jobSection = useRef<HTMLDivElement>(null);
  const submissionSection = useRef<HTMLDivElement>(null);
  const classSection = useRef<HTMLDivElement>(null);
  const classMarkingSection = useRef<HTMLDivElement>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      forgetGradingJob(assessmentId);
    };
  }, [assessmentId]);

  const loadDetail = useCallback(
    (fresh: boolean) =>
      fetchAssessment(api, assessmentId, { fresh }).then(
        (assessment) => {
          if (live.current) setDetail(assessment ? { state: 'ready', assessment } : { state: 'error', message: DETAILS_TEXTS.notFound });
        },
        (error: unknown) => {
          if (!live.current) return;
          console.error(DETAILS_TEXTS.loadFailed, error);
          const message = error instanceof ApiError && error.status === 404 ? DETAILS_TEXTS.notFound : errorText(error, DETAILS_TEXTS.loadFailed);
          // A failed background refresh keeps what is on screen; only a first load or a Retry shows the error.
          setDetail((current) => (current.state === 'ready' && fresh ? current : { state: 'error', message }));
        },
      ),
    [api, assessmentId],
  );

  const loadPending = useCallback(
    (fresh: boolean) =>
      fetchPendingJobs(api, { fresh }).then(
        (jobs) => {
          if (!live.current) return;
          setPending(jobs.filter((job) => job.assessment_id === assessmentId));
          setPendingError(null);
        },
        (error: unknown) => {
          if (!live.current) return;
          if (isBackendUnreachable(error)) {
            // Spec 02 §7: simulated jobs, labelled as sample data, while the backend cannot be reached.
            setPending(simulatedPendingJobs({ id: assessmentId, title: 'Sample assessment' }));
            setPendingError(null);
            return;
          }
          console.error(DETAILS_TEXTS.pendingFailed, error);
          setPendingError(DETAILS_TEXTS.pendingFailed);
        },
      ),
    [api, assessmentId],
  );

  useEffect(() => {
    void loadDetail(false);
    void loadPending(false);
  }, [loadDetail, loadPending]);

  const loadClass = useCallback(
    (fresh: boolean) => {
      if (!canReview || !userId) return;
      fetchClassSubmissions(api, userId, assessmentId, { fresh }).then(
        (rows) => {
          if (!live.current) return;
          setClassRows(rows);
          setClassError(null);
          setClassLoaded(true);
        },
        (error: unknown) => {
          if (live.current) setClassError(errorText(error, DETAILS_TEXTS.loadFailed));
        },
      );
    },
    [api, assessmentId, canReview, userId],
  );

  useEffect(() => loadClass(false), [loadClass]);

  const tracked = useGradingJob(api, trackedJobId, () => {
    void loadDetail(true);
    void loadPending(true);
  });

  const jobActive = isActiveJob(tracked.job) || (trackedJobId !== null && tracked.job === null) || pending.some(isActiveJob);

  useEffect(() => {
    if (!jobActive) return undefined;
    const timer = setInterval(() => {
      void loadDetail(true);
      void loadPending(true);
    }, DETAILS_AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [jobActive, loadDetail, loadPending]);

  // The marks shown: the submission asked for, else the one the tracked job grades, else the latest one the
  // server reports for this viewer, so a student who comes back later still sees their marks.
  const latest = detail.state === 'ready' ? detail.assessment.latest_submission : null;
  const submissionId = chosen?.submissionId ?? studentAssessmentId ?? tracked.job?.student_assessment_id ?? latest?.student_assessment_id ?? null;
  const submissionStudent = chosen?.studentId ?? studentId ?? latest?.student_id ?? userId ?? null;
  const trackedStatus = tracked.job?.status;
  const trackedJobRunning = trackedJobId !== null && trackedStatus !== 'completed' && trackedStatus !== 'failed';

  const loadReport = useCallback(
    (fresh: boolean) => {
      if (!submissionId || !submissionStudent) return;
      fetchSubmissionReport(api, submissionStudent, submissionId, { fresh }).then(
        (next) => {
          if (!live.current) return;
          setReport(next);
          setReportError(null);
        },
        (error: unknown) => {
          if (live.current) setReportError(errorText(error, DETAILS_TEXTS.loadFailed));
        },
      );
    },
    [api, submissionId, submissionStudent],
  );

  useEffect(() => {
    if (!trackedJobRunning) loadReport(trackedStatus === 'completed');
  }, [loadReport, trackedJobRunning, trackedStatus]);

  if (detail.state === 'loading') {
    return (
      <div className={layout.screen}>
        <LoadingState title="Loading assessment..." />
      </div>
    );
  }

  if (detail.state === 'error') {
    return (
      <div className={layout.screen}>
        <Alert
          severity="error"
          action={
            <Button size="sm" variant="outlined" onClick={() => void loadDetail(true)}>
              Retry
            </Button>
          }
        >
          {detail.message}
        </Alert>
        <div>
          <Button variant="text" onClick={() => navigate({ to: ASSESSMENTS_ROUTE })}>
            Back to My Assessments
          </Button>
        </div>
      </div>
    );
  }

  const { assessment } = detail;
  // The marks of someone else's submission are named: the reader always knows whose they are.
  const markedStudent = report && submissionStudent !== userId ? (report.student?.name ?? null) : null;
  const reviewChanged = () => {
    loadReport(true);
    loadClass(true);
  };
  // A reviewer's page of an assessment set for students is about the class: its state is the class's progress,
  // and its actions lead to the class's submissions and their marking, not to a student's Submit Assessment.
  const classView = canReview && isSetAssessment(assessment);
  const figures = classView && classLoaded ? classSubmissionCounts(classRows ?? []) : null;
  const progress = figures ? classProgressText(figures) : null;
  const goTo = (section: HTMLElement | null) => {
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus();
  };

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <div className={styles.titleBlock}>
          <h1 className={layout.title}>{assessment.title}</h1>
          <div className={styles.row}>
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
          </div>
        </div>
        <div className={layout.actions}>
          {mayActOnAssessment('edit', userId, assessment) && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit Details
            </Button>
          )}
        </div>
      </div>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)}>
          Assessment details updated
        </Alert>
      )}
      {assessment.description && <p className={styles.description}>{assessment.description}</p>}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Card as="section" title="Assessment Information" headingLevel={2}>
            <dl className={styles.fields}>
              <Field label="Subject">{assessment.subject?.name ?? DETAILS_TEXTS.notSpecified}</Field>
              <Field label="Difficulty">{assessment.difficulty_level ?? DETAILS_TEXTS.notSpecified}</Field>
              <Field label="Total Marks">{assessment.total_marks ?? DETAILS_TEXTS.notSpecified}</Field>
              <Field label="Time Limit">{assessment.time_limit_minutes === null ? DETAILS_TEXTS.notSpecified : countOf(assessment.time_limit_minutes, 'minute')}</Field>
              <Field label="Source">{assessment.source ?? DETAILS_TEXTS.notSpecified}</Field>
              <Field label="Self Created">{assessment.is_self_created ? 'Yes' : 'No'}</Field>
              <Field label="Question Paper">
                <FileLink href={assessment.question_paper_url} label="Download question paper" />
              </Field>
              <Field label="Mark Scheme">
                <FileLink href={assessment.mark_scheme_url} label="Download mark scheme" />
              </Field>
            </dl>
          </Card>
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
          {canReview && (classRows !== null || classError || (classView && classLoaded)) && (
            <div ref={classSection} tabIndex={-1} className={styles.section}>
              <ClassSubmissions
                rows={classView ? (classRows ?? []) : classRows}
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
              <MarksReview studentAssessmentId={submissionId} report={report} canReview={canReview} studentName={markedStudent} onChanged={reviewChanged} />
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
          <Card as="section" title="Actions" headingLevel={2}>
            <div className={styles.actionList}>
              {classView ? (
                <>
                  <Button variant="primary" fullWidth onClick={() => goTo(classSection.current)}>
                    {DETAILS_TEXTS.viewClassSubmissions}
                  </Button>
                  {/* Answers are grouped once they are marked: before that there is nothing to mark together. */}
                  {figures && figures.marked > 0 && (
                    <Button variant="outlined" fullWidth onClick={() => goTo(classMarkingSection.current)}>
                      {DETAILS_TEXTS.markByAnswerGroup}
                    </Button>
                  )}
                </>
              ) : (
                <Button
                  variant="primary"
                  fullWidth
                  onClick={() => {
                    if (assessment.status === 'draft') return navigate({ to: SUBMIT_ROUTE });
                    if (assessment.status === 'not_started') return navigate({ to: submitForRoute(assessment.id) });
                    goTo(marksSection.current ?? jobSection.current ?? submissionSection.current);
                  }}
                >
                  {assessmentActionLabel(assessment.status)}
                </Button>
              )}
              {assessment.status === 'graded' &&
                (report && submissionId ? (
                  <Button
                    variant="outlined"
                    fullWidth
                    loading={feedback.downloading === submissionId}
                    onClick={() => void feedback.download(submissionId, assessment.title)}
                  >
                    Download Feedback
                  </Button>
                ) : assessment.mark_scheme_url ? (
                  <a href={assessment.mark_scheme_url} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'outlined', fullWidth: true })}>
                    Download Feedback
                  </a>
                ) : (
                  <Button variant="outlined" fullWidth disabled>
                    Download Feedback
                  </Button>
                ))}
              <a
                href={routeHref(REPORTS_ROUTE)}
                className={styles.link}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  navigate({ to: REPORTS_ROUTE });
                }}
              >
                View Reports
              </a>
              {feedback.error && (
                <Alert severity="error" onClose={feedback.clearError}>
                  {feedback.error}
                </Alert>
              )}
            </div>
          </Card>
          <Card as="section" title="Pending Grading Jobs" headingLevel={2}>
            {pendingError && <Alert severity="error">{pendingError}</Alert>}
            {pending.some(isSimulatedJob) && (
              <Alert severity="warning" title={SIMULATED_JOB_TEXTS.label} autoDismiss={false}>
                {SIMULATED_JOB_TEXTS.pendingJobs}
              </Alert>
            )}
            {!pendingError && pending.length === 0 && <p className={styles.meta}>{DETAILS_TEXTS.noPendingJobs}</p>}
            {pending.length > 0 && (
              <ul className={styles.jobs}>
                {pending.map((job) => (
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
          <div ref={submissionSection} tabIndex={-1} className={styles.section}>
            <Card as="section" title="Submission Information" headingLevel={2}>
              <dl className={styles.fields}>
                {classView ? (
                  progress && <Field label={DETAILS_TEXTS.classProgress}>{progress}</Field>
                ) : (
                  <Field label="Status">{formatStatusLabel(assessment.status)}</Field>
                )}
                <Field label="Created">{formatShortDate(assessment.created_at)}</Field>
                {trackedJobId && <Field label="Grading Job">{formatStatusLabel(tracked.job?.status ?? 'pending')}</Field>}
                {markedStudent && <Field label="Student">{markedStudent}</Field>}
              </dl>
            </Card>
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
            void loadDetail(true);
          }}
        />
      )}
    </div>
  );
}
