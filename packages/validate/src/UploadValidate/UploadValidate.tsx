import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  callErrorText,
  dataOf,
  fetchSubjects,
  fetchValidationUsage,
  isBackendUnreachable,
  routeTo,
  SIMULATED_JOB_TEXTS,
  simulatedJob,
  submitValidation,
  toListedJob,
  UPLOAD_VALIDATE_MESSAGES,
  uploadValidateSubmitBlock,
  UsageLimitError,
  validationFormData,
  type ListedJob,
  type Resource,
} from '@assess/core';
import { Alert, Button, Card, Screen, ScreenHeader, Stepper, useAssessApi, useResource, type NavigateHandler } from '@assess/ui';
import { BasicInformationStep } from '../BasicInformationStep/BasicInformationStep.tsx';
import { ReviewStep } from '../ReviewStep/ReviewStep.tsx';
import { UploadFilesStep } from '../UploadFilesStep/UploadFilesStep.tsx';
import { chosenSubjectName, stepIsValid } from './form-state.ts';
import { hasRunningJob, loadValidationJobs, NO_VALIDATION_JOBS } from './loadValidationJobs.ts';
import { STEP_LABELS, UPLOAD_VALIDATE_TEXTS } from './texts.ts';
import { ALL_FIELDS, LAST_STEP, useValidationWizard } from './useValidationWizard.ts';
import { LimitBanner, ValidationOverview } from './ValidationOverview.tsx';
import * as styles from './UploadValidate.css.ts';

export interface UploadValidateProps {
  /** Called to leave the screen (My Assessments, the subscription page); an element emits assess-navigate. */
  onNavigate?: NavigateHandler;
}

/** How often a running job's status is read again. */
const JOBS_POLL_MS = 5000;

/** Whether any of the first reads failed: later reads that fail say so where their data is shown. */
function useFirstReadFailed(resources: readonly Resource<unknown>[]): boolean {
  const [first, setFirst] = useState<readonly (Resource<unknown>['kind'] | undefined)[]>([]);
  const settled = resources.map((resource, index) => first[index] ?? (resource.kind === 'loading' ? undefined : resource.kind));
  // Each read's first outcome is kept (state adjusted while rendering, as React's guide describes).
  if (settled.some((kind, index) => kind !== first[index])) setFirst(settled);
  return settled.includes('error');
}

/** Upload & Validate (spec 02 §2): a three-step form to send an answer sheet for validation, with usage and jobs beside it. */
export function UploadValidate({ onNavigate }: UploadValidateProps) {
  const api = useAssessApi();
  const titleId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const wizard = useValidationWizard(stepHeading);
  const { step, form } = wizard;

  const subjects = useResource('subjects', (options) => fetchSubjects(api, options));
  const usage = useResource('validation-usage', (options) => fetchValidationUsage(api, options));
  // What the last read of the jobs gave, and the jobs sent from here, so that a job leaving the list is read once more.
  const jobsSeen = useRef(NO_VALIDATION_JOBS);
  const jobs = useResource(
    'validation-jobs',
    async (options) => {
      const next = await loadValidationJobs(api, jobsSeen.current, options);
      if (!options.signal.aborted) jobsSeen.current = next;
      return next;
    },
    // While a job is running the list reads itself again now and then, so it finishes on screen without a click.
    { poll: (data) => (hasRunningJob(data) ? JOBS_POLL_MS : false) },
  );

  const subjectList = dataOf(subjects.resource) ?? [];
  const usageError = usage.resource.kind === 'error' ? usage.resource.error.cause : undefined;
  const counter = dataOf(usage.resource) ?? null;
  const jobsData = dataOf(jobs.resource);
  const initialFailed = useFirstReadFailed([subjects.resource, usage.resource, jobs.resource]);

  const [limitHit, setLimitHit] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<{ message: string; id: number } | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Spec 02 §7: a submission that cannot reach the backend shows a simulated job, labelled as sample data.
  const [simulated, setSimulated] = useState<ListedJob | null>(null);

  const limitReached = limitHit || usageError instanceof UsageLimitError || counter?.limitReached === true;
  const fail = (message: string) => setSubmitError((current) => ({ message, id: (current?.id ?? 0) + 1 }));

  const submit = async () => {
    setSubmitError(null);
    setSubmitted(null);
    setSimulated(null);
    const block = uploadValidateSubmitBlock(form, limitReached);
    if (block) {
      wizard.touchAll(ALL_FIELDS);
      fail(block);
      return;
    }
    const answerSheet = form.answerSheet;
    if (!answerSheet) return;
    setSubmitting(true);
    try {
      // The limit may have been reached elsewhere since the page loaded, so it is checked again, past the cache.
      let current: Awaited<ReturnType<typeof fetchValidationUsage>>;
      try {
        current = await fetchValidationUsage(api, { fresh: true });
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
      const checked = current;
      // The counter shown becomes the one just read (from the cache it has just filled when none was shown).
      if (usage.resource.kind === 'data') usage.setData(() => checked);
      else void usage.reload({ fresh: false });
      if (checked.limitReached) {
        fail(UPLOAD_VALIDATE_MESSAGES.limitReached);
        return;
      }
      let answer: Awaited<ReturnType<typeof submitValidation>>;
      try {
        answer = await submitValidation(api, validationFormData({ ...form, answerSheet }, subjectList));
      } catch (error) {
        if (error instanceof UsageLimitError) {
          setLimitHit(true);
          fail(error.message);
        } else if (isBackendUnreachable(error)) {
          // Nothing was sent, so the form stays filled in for another try.
          setSimulated(toListedJob(simulatedJob({ title: form.title.trim(), subject: chosenSubjectName(form, subjectList) })));
        } else {
          // A refusal of what was sent says the server's reason ('Only PDF files are allowed'); a failure of the
          // server itself keeps the screen's own text.
          fail(error instanceof ApiError && error.status < 500 ? callErrorText(error, UPLOAD_VALIDATE_TEXTS.submitFailed) : UPLOAD_VALIDATE_TEXTS.submitFailed);
        }
        return;
      }
      if (answer === undefined) return;
      if (answer?.job_id) jobsSeen.current = { ...jobsSeen.current, watched: [...jobsSeen.current.watched, answer.job_id] };
      setSubmitted(answer?.message || UPLOAD_VALIDATE_TEXTS.submitted);
      wizard.reset();
      void jobs.reload();
      void usage.reload();
    } finally {
      setSubmitting(false);
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step < LAST_STEP) wizard.advance();
    else void submit();
  };

  const stepContent =
    step === 0 ? (
      <BasicInformationStep form={form} errors={wizard.visibleErrors} subjects={subjectList} onChange={wizard.change} onBlur={wizard.touch} />
    ) : step === 1 ? (
      <UploadFilesStep key={wizard.formKey} form={form} errors={wizard.visibleErrors} onChange={wizard.change} onBlur={wizard.touch} />
    ) : (
      <ReviewStep form={form} subjectName={chosenSubjectName(form, subjectList)} />
    );

  return (
    <Screen className={styles.page}>
      <ScreenHeader
        title={<span id={titleId}>{UPLOAD_VALIDATE_TEXTS.title}</span>}
        trail={[{ label: 'Dashboard', href: routeTo('dashboard') }, { label: UPLOAD_VALIDATE_TEXTS.breadcrumb }]}
        onNavigate={onNavigate}
      />

      {initialFailed && <Alert severity="error">{UPLOAD_VALIDATE_TEXTS.initialLoadFailed}</Alert>}
      {limitReached && <LimitBanner onNavigate={onNavigate} />}

      <div className={styles.layout}>
        <form className={styles.main} aria-labelledby={titleId} noValidate onSubmit={onFormSubmit}>
          <Stepper steps={STEP_LABELS} activeStep={step} label="Validation steps" />
          <Card as="section" className={styles.stepCard} aria-labelledby={`${titleId}-step`}>
            <h2 id={`${titleId}-step`} ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
              {STEP_LABELS[step]}
            </h2>
            {stepContent}
          </Card>

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
              <Button variant="outlined" disabled={submitting} onClick={() => wizard.goTo(step - 1)}>
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

        <ValidationOverview
          usage={counter}
          usageFailed={usageError !== undefined && !(usageError instanceof UsageLimitError)}
          jobs={simulated ? [simulated, ...(jobsData?.pending ?? [])] : (jobsData?.pending ?? null)}
          finished={jobsData?.finished ?? []}
          jobsFailed={jobs.resource.kind === 'error'}
          refreshing={jobs.refreshing}
          onRefresh={() => void jobs.reload()}
          onNavigate={onNavigate}
        />
      </div>
    </Screen>
  );
}
