import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  SIMULATED_JOB_TEXTS,
  UPLOAD_VALIDATE_MESSAGES,
  UsageLimitError,
  isBackendUnreachable,
  simulatedJob,
  toListedJob,
  uploadValidateSubmitBlock,
  validateUploadValidateForm,
  type ListedJob,
  type Subject,
  type UploadValidateErrors,
} from '@assess/core';
import { Alert, Breadcrumbs, Button, buttonClassName, Stepper, useAssessApi } from '@assess/ui';
import { BasicInformationStep } from '../BasicInformationStep/BasicInformationStep.tsx';
import {
  loadPendingValidationJobs,
  loadValidationJob,
  loadSubjects,
  loadValidationUsage,
  submitValidation,
  validationFormData,
  type ValidationUsage,
} from '../data/validation-api.ts';
import { useNavigation, type NavigateHandler } from '../navigation/navigation.ts';
import { PendingJobs } from '../PendingJobs/PendingJobs.tsx';
import { ReviewStep } from '../ReviewStep/ReviewStep.tsx';
import { UploadFilesStep } from '../UploadFilesStep/UploadFilesStep.tsx';
import { UsageStatistics } from '../UsageStatistics/UsageStatistics.tsx';
import { ValidationTips } from '../ValidationTips/ValidationTips.tsx';
import {
  chosenSubjectName,
  EMPTY_FORM,
  STEP_FIELDS,
  STEP_LABELS,
  stepIsValid,
  type ValidationField,
  type ValidationForm,
} from './form-state.ts';
import { ASSESSMENTS_ROUTE, DASHBOARD_ROUTE, SUBSCRIPTION_ROUTE, UPLOAD_VALIDATE_TEXTS } from './texts.ts';
import * as styles from './UploadValidate.css.ts';

export interface UploadValidateProps {
  /** Called to leave the screen (My Assessments, the subscription page); an element emits assess-navigate. */
  onNavigate?: NavigateHandler;
}

const LAST_STEP = STEP_LABELS.length - 1;
const ALL_FIELDS = STEP_FIELDS.flat();

/** How often a running job's status is read again. */
const JOBS_POLL_MS = 5000;

/** Upload & Validate (spec 02 §2): a three-step form to send an answer sheet for validation, with usage and jobs beside it. */
export function UploadValidate({ onNavigate }: UploadValidateProps) {
  const api = useAssessApi();
  const navigation = useNavigation(onNavigate);
  const titleId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);

  const [step, setStep] = useState(0);
  const [form, setForm] = useState<ValidationForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<ReadonlySet<ValidationField>>(new Set());
  // A new key after a reset empties the file pickers, which hold their own value.
  const [formKey, setFormKey] = useState(0);

  const [subjects, setSubjects] = useState<Subject[]>([]);
  const [usage, setUsage] = useState<ValidationUsage | null>(null);
  const [usageFailed, setUsageFailed] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const [jobs, setJobs] = useState<ListedJob[] | null>(null);
  const [jobsFailed, setJobsFailed] = useState(false);
  const [refreshingJobs, setRefreshingJobs] = useState(false);
  const [initialFailed, setInitialFailed] = useState(false);

  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<{ message: string; id: number } | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Spec 02 §7: a submission that cannot reach the backend shows a simulated job, labelled as sample data.
  const [simulated, setSimulated] = useState<ListedJob | null>(null);

  const limitReached = limitHit || usage?.limitReached === true;

  const usageRead = useCallback((next: ValidationUsage | null) => {
    if (next) setUsage(next);
    setUsageFailed(false);
  }, []);
  const usageFailedWith = useCallback((error: unknown) => {
    if (error instanceof UsageLimitError) setLimitHit(true);
    else setUsageFailed(true);
  }, []);
  // Jobs of this visit, seen pending or sent from here: when one leaves the pending list it is read once more, so
  // that a finished validation stays with a link to its result instead of disappearing.
  const watched = useRef(new Set<string>());
  const [finished, setFinished] = useState<ListedJob[]>([]);
  const jobsRead = useCallback(
    (next: ListedJob[] | null) => {
      if (!next) return setJobsFailed(false);
      setJobs(next);
      setJobsFailed(false);
      const listed = new Set(next.map((job) => job.job_id));
      for (const id of [...watched.current]) {
        if (listed.has(id)) continue;
        watched.current.delete(id);
        void loadValidationJob(api, id).then((job) => {
          if (job && (job.status === 'completed' || job.status === 'failed')) setFinished((current) => [job, ...current.filter((other) => other.job_id !== id)]);
        });
      }
      for (const id of listed) watched.current.add(id);
    },
    [api],
  );

  const readUsage = useCallback(
    (fresh: boolean) => loadValidationUsage(api, { fresh }).then(usageRead, usageFailedWith),
    [api, usageRead, usageFailedWith],
  );
  const readJobs = useCallback(
    (fresh: boolean) => loadPendingValidationJobs(api, { fresh }).then(jobsRead, () => setJobsFailed(true)),
    [api, jobsRead],
  );

  useEffect(() => {
    let active = true;
    const settle = <T,>(read: Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void) =>
      read.then(
        (value) => {
          if (active) onValue(value);
          return true;
        },
        (error: unknown) => {
          if (active) onError(error);
          return false;
        },
      );
    void Promise.all([
      settle(loadSubjects(api), setSubjects, () => undefined),
      settle(loadValidationUsage(api), usageRead, usageFailedWith),
      settle(loadPendingValidationJobs(api), jobsRead, () => setJobsFailed(true)),
    ]).then((results) => {
      if (active && results.includes(false)) setInitialFailed(true);
    });
    return () => {
      active = false;
    };
  }, [api, usageRead, usageFailedWith, jobsRead]);

  useEffect(() => {
    // Focus follows the wizard to the new step's heading, but not on the first render.
    if (movedStep.current) stepHeading.current?.focus();
  }, [step]);

  // While a job is running the list reads itself again now and then, so it finishes on screen without a click.
  const running = (jobs ?? []).some((job) => job.status === 'pending' || job.status === 'processing');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void readJobs(true), JOBS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, readJobs]);

  const refreshJobs = async () => {
    setRefreshingJobs(true);
    await readJobs(true);
    setRefreshingJobs(false);
  };

  const allErrors = validateUploadValidateForm(form);
  const visibleErrors: UploadValidateErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => touched.has(field as ValidationField)),
  );

  const change = (next: Partial<ValidationForm>) => setForm((current) => ({ ...current, ...next }));
  const touch = (field: ValidationField) => setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  const goTo = (next: number) => {
    movedStep.current = true;
    setStep(next);
  };

  const resetForm = () => {
    setForm(EMPTY_FORM);
    setTouched(new Set());
    setFormKey((key) => key + 1);
    goTo(0);
  };

  const fail = (message: string) => setSubmitError((current) => ({ message, id: (current?.id ?? 0) + 1 }));

  const submit = async () => {
    setSubmitError(null);
    setSubmitted(null);
    setSimulated(null);
    const block = uploadValidateSubmitBlock(form, limitReached);
    if (block) {
      setTouched(new Set(ALL_FIELDS));
      fail(block);
      return;
    }
    const answerSheet = form.answerSheet;
    if (!answerSheet) return;
    setSubmitting(true);
    try {
      // The limit may have been reached elsewhere since the page loaded, so it is checked again, past the cache.
      let current: ValidationUsage | null;
      try {
        current = await loadValidationUsage(api, { fresh: true });
      } catch (error) {
        if (error instanceof UsageLimitError) {
          setLimitHit(true);
          fail(UPLOAD_VALIDATE_MESSAGES.limitReached);
        } else {
          fail(UPLOAD_VALIDATE_TEXTS.usageCheckFailed);
        }
        return;
      }
      if (current === null) return;
      setUsage(current);
      setUsageFailed(false);
      if (current.limitReached) {
        fail(UPLOAD_VALIDATE_MESSAGES.limitReached);
        return;
      }
      const body = validationFormData({ ...form, answerSheet }, subjects);
      let answer: Awaited<ReturnType<typeof submitValidation>>;
      try {
        answer = await submitValidation(api, body);
      } catch (error) {
        if (error instanceof UsageLimitError) {
          setLimitHit(true);
          fail(error.message);
        } else if (isBackendUnreachable(error)) {
          // Nothing was sent, so the form stays filled in for another try.
          setSimulated(toListedJob(simulatedJob({ title: form.title.trim(), subject: chosenSubjectName(form, subjects) })));
        } else {
          fail(UPLOAD_VALIDATE_TEXTS.submitFailed);
        }
        return;
      }
      if (answer === undefined) return;
      if (answer?.job_id) watched.current.add(answer.job_id);
      setSubmitted(answer?.message || UPLOAD_VALIDATE_TEXTS.submitted);
      resetForm();
      void readJobs(true);
      void readUsage(true);
    } finally {
      setSubmitting(false);
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step < LAST_STEP) {
      // Enter in a field moves on, as Next would, only when the step is complete.
      if (stepIsValid(form, step)) goTo(step + 1);
      else setTouched((current) => new Set([...current, ...(STEP_FIELDS[step] ?? [])]));
      return;
    }
    void submit();
  };

  const stepContent =
    step === 0 ? (
      <BasicInformationStep form={form} errors={visibleErrors} subjects={subjects} onChange={change} onBlur={touch} />
    ) : step === 1 ? (
      <UploadFilesStep key={formKey} form={form} errors={visibleErrors} onChange={change} onBlur={touch} />
    ) : (
      <ReviewStep form={form} subjectName={chosenSubjectName(form, subjects)} />
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs
          items={[{ label: 'Dashboard', href: navigation.href(DASHBOARD_ROUTE) }, { label: UPLOAD_VALIDATE_TEXTS.breadcrumb }]}
          onNavigate={() => navigation.go(DASHBOARD_ROUTE)}
        />
        <h1 id={titleId} className={styles.title}>
          {UPLOAD_VALIDATE_TEXTS.title}
        </h1>
      </header>

      {initialFailed && <Alert severity="error">{UPLOAD_VALIDATE_TEXTS.initialLoadFailed}</Alert>}
      {limitReached && (
        <Alert
          severity="warning"
          autoDismiss={false}
          title={UPLOAD_VALIDATE_TEXTS.limitBannerTitle}
          action={
            <a
              href={navigation.href(SUBSCRIPTION_ROUTE)}
              onClick={navigation.onLinkClick(SUBSCRIPTION_ROUTE)}
              className={buttonClassName({ variant: 'primary', size: 'sm' })}
            >
              {UPLOAD_VALIDATE_TEXTS.upgrade}
            </a>
          }
        >
          {UPLOAD_VALIDATE_MESSAGES.limitReached}
        </Alert>
      )}

      <div className={styles.layout}>
        <form className={styles.main} aria-labelledby={titleId} noValidate onSubmit={onFormSubmit}>
          <Stepper steps={STEP_LABELS} activeStep={step} label="Validation steps" />
          <section className={styles.stepCard} aria-labelledby={`${titleId}-step`}>
            <h2 id={`${titleId}-step`} ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
              {STEP_LABELS[step]}
            </h2>
            {stepContent}
          </section>

          {submitError && (
            <Alert key={submitError.id} severity="error">
              {submitError.message}
            </Alert>
          )}
          {simulated && (
            <Alert severity="warning" title={SIMULATED_JOB_TEXTS.label} autoDismiss={false} onClose={() => setSimulated(null)}>
              {SIMULATED_JOB_TEXTS.submission}
            </Alert>
          )}
          {submitted && (
            <Alert severity="success" closeLabel="Dismiss" onClose={() => setSubmitted(null)}>
              {submitted}
            </Alert>
          )}

          <div className={styles.actions}>
            {step > 0 && (
              <Button variant="outlined" disabled={submitting} onClick={() => goTo(step - 1)}>
                Back
              </Button>
            )}
            {step < LAST_STEP ? (
              <Button type="submit" disabled={!stepIsValid(form, step)}>
                Next
              </Button>
            ) : (
              <Button type="submit" loading={submitting}>
                Submit
              </Button>
            )}
          </div>
        </form>

        <aside className={styles.side} aria-label="Validation overview">
          <UsageStatistics usage={usage} failed={usageFailed} />
          <PendingJobs
            jobs={simulated ? [simulated, ...(jobs ?? [])] : jobs}
            failed={jobsFailed}
            refreshing={refreshingJobs}
            onRefresh={() => void refreshJobs()}
            finished={finished}
            linkProps={(to) => ({ href: navigation.href(to), onClick: navigation.onLinkClick(to) })}
          />
          <a
            href={navigation.href(ASSESSMENTS_ROUTE)}
            onClick={navigation.onLinkClick(ASSESSMENTS_ROUTE)}
            className={buttonClassName({ variant: 'outlined', fullWidth: true })}
          >
            {UPLOAD_VALIDATE_TEXTS.myAssessments}
          </a>
          <ValidationTips />
        </aside>
      </div>
    </div>
  );
}
