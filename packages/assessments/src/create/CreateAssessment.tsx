import { useEffect, useRef, useState } from 'react';
import {
  CREATE_CUSTOM_OPTION,
  PDF_ONLY_MESSAGE,
  createAssessmentDefaults,
  isPdfFile,
  toCreateComprehensiveBody,
  toCreateWithFilesFields,
  validateCreateAssessmentSubmit,
  validateCreateDetailsStep,
  validateCreateQuestionsStep,
  type CreateAssessmentChoices,
  type CreateAssessmentDraft,
  type CreateDetailsErrors,
  type Subject,
  createAssessmentWithAi,
  createAssessmentWithFiles,
  routeTo,
  callErrorText,
} from '@assess/core';
import { Alert, Button, Card, ProgressBar, Screen, ScreenHeader, Snackbar, Stepper, useAssessApi, useNavigate, type NavigateHandler } from '@assess/ui';
import { useSubjects } from '../shared/SubjectPicker/useSubjects.ts';
import { DetailsStep } from './DetailsStep.tsx';
import { QuestionsStep } from './QuestionsStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { useCreationJob } from './useCreationJob.ts';
import { MarkSchemeReadingCard } from '../mark-scheme/MarkSchemeReadingCard.tsx';
import { READING_TEXTS } from '../mark-scheme/texts.ts';
import * as styles from './CreateAssessment.css.ts';
import { CREATE_TEXTS, CREATION_TEXTS } from './texts.ts';
import { CREATE_STEPS } from './texts.ts';

/** The snackbar after creating stays this long (spec 02 §9). */
export const CREATE_SNACKBAR_MS = 6000;
/** The list opens this long after the assessment is created (spec 02 §2: 1.5 to 2 s; §4: 2 s). */
export const CREATE_REDIRECT_MS = 2000;

export interface CreateAssessmentProps {
  onNavigate?: NavigateHandler;
  /** A class to offer first and choose from the start (the course's class when opened from a learning platform). */
  defaultClassId?: string;
  defaultClassName?: string;
}

/** The class offered first: both its id and its name are needed. */
export interface DefaultClass {
  id: string;
  name: string;
}

function choicesFor(draft: CreateAssessmentDraft, subjects: readonly Subject[], defaultClass?: DefaultClass): CreateAssessmentChoices {
  const picked = subjects.find((subject) => subject.id === draft.subject);
  const subject =
    draft.subject === CREATE_CUSTOM_OPTION || (!picked && draft.customSubject.trim())
      ? { id: null, name: draft.customSubject.trim(), is_system_defined: false }
      : { id: picked?.id ?? null, name: picked?.name ?? draft.subject, is_system_defined: picked?.is_system_defined ?? false };
  const className = draft.classGroup === CREATE_CUSTOM_OPTION || draft.classGroup === '' ? draft.customClass.trim() : draft.classGroup;
  const classId = defaultClass && draft.classGroup === defaultClass.name ? defaultClass.id : null;
  return { subject, classInfo: { id: classId, name: className }, createdAt: new Date().toISOString() };
}

function fileProblem(file: CreateAssessmentDraft['questionPaper']): string | undefined {
  return file && !isPdfFile(file) ? PDF_ONLY_MESSAGE : undefined;
}

export function CreateAssessment({ onNavigate, defaultClassId, defaultClassName }: CreateAssessmentProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const subjects = useSubjects();
  const defaultClass = defaultClassId && defaultClassName?.trim() ? { id: defaultClassId, name: defaultClassName.trim() } : undefined;
  const [draft, setDraft] = useState<CreateAssessmentDraft>(() => ({ ...createAssessmentDefaults(), ...(defaultClass ? { classGroup: defaultClass.name } : {}) }));
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<Set<keyof CreateDetailsErrors>>(new Set());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // An assessment made from files: its mark scheme as read, shown before the teacher leaves the wizard.
  const [readingFor, setReadingFor] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  // The button pressed is gone once the read-out shows: focus goes to the read-out, so keyboard users start there.
  const readOut = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (readingFor) readOut.current?.focus();
  }, [readingFor]);

  function finish() {
    setDone(true);
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => navigate({ to: routeTo('assessments'), state: { forceRefresh: true } }), CREATE_REDIRECT_MS);
  }

  const creation = useCreationJob(api, jobId, () => {
    setSnackbar(CREATE_TEXTS.created);
    finish();
  });

  const change = (patch: Partial<CreateAssessmentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const touch = (field: keyof CreateDetailsErrors) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const detailErrors = validateCreateDetailsStep(draft);
  const shownDetailErrors = Object.fromEntries(Object.entries(detailErrors).filter(([field]) => touched.has(field as keyof CreateDetailsErrors)));
  const questionErrors = validateCreateQuestionsStep(draft);
  const fileErrors = draft.mode === 'files' ? { questionPaper: fileProblem(draft.questionPaper), markScheme: fileProblem(draft.markScheme) } : {};
  const stepValid = [
    Object.keys(detailErrors).length === 0,
    Object.keys(questionErrors).length === 0 && !fileErrors.questionPaper && !fileErrors.markScheme,
    true,
  ];
  const choices = choicesFor(draft, subjects.subjects, defaultClass);

  async function submit() {
    const problem = validateCreateAssessmentSubmit(draft);
    if (problem) {
      setFailure(problem);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const fresh = choicesFor(draft, subjects.subjects, defaultClass);
      let response;
      if (draft.mode === 'ai') {
        response = await createAssessmentWithAi(api, toCreateComprehensiveBody(draft, fresh));
      } else {
        const form = new FormData();
        for (const [name, value] of Object.entries(toCreateWithFilesFields(draft, fresh))) form.append(name, value);
        form.append('question_paper', draft.questionPaper as File);
        form.append('mark_scheme', draft.markScheme as File);
        response = await createAssessmentWithFiles(api, form);
      }
      const createdId = response.assessment_id ?? response.id;
      if (response.job_id) {
        setSnackbar(CREATE_TEXTS.processing);
        setJobId(response.job_id);
      } else if (draft.mode === 'files' && createdId) {
        // The teacher checks what the grader read of the mark scheme before any student is marked on it.
        setSnackbar(CREATE_TEXTS.created);
        setDone(true);
        setReadingFor(createdId);
      } else {
        setSnackbar(CREATE_TEXTS.created);
        finish();
      }
    } catch (error) {
      console.error(CREATE_TEXTS.failed, error);
      setFailure(callErrorText(error, CREATE_TEXTS.failed));
    } finally {
      setSending(false);
    }
  }

  const locked = sending || jobId !== null || done;
  const createdSnackbar = (
    <Snackbar
      open={snackbar !== null}
      message={
        <span>
          <strong>{snackbar}</strong> {CREATE_TEXTS.tip}
        </span>
      }
      severity="success"
      autoHideDuration={CREATE_SNACKBAR_MS}
      onClose={() => setSnackbar(null)}
    />
  );

  if (readingFor) {
    const toList = () => navigate({ to: routeTo('assessments'), state: { forceRefresh: true } });
    return (
      <Screen>
        <ScreenHeader title={CREATE_TEXTS.title} subtitle={draft.title} />
        <div ref={readOut} tabIndex={-1} className={styles.readOut}>
          <MarkSchemeReadingCard
            assessmentId={readingFor}
            place="wizard"
            onConfirmed={() => navigate({ to: routeTo('assessmentDetails', { assessmentId: readingFor }) })}
            actions={
              <Button variant="text" onClick={toList}>
                {READING_TEXTS.later}
              </Button>
            }
          />
        </div>
        {createdSnackbar}
      </Screen>
    );
  }

  return (
    <Screen>
      <ScreenHeader title={CREATE_TEXTS.title} />
      <Stepper steps={CREATE_STEPS} activeStep={step} label="Create assessment steps" />
      <Card as="section" title={CREATE_STEPS[step]} headingLevel={2}>
        {step === 0 && <DetailsStep draft={draft} change={change} subjects={subjects} errors={shownDetailErrors} touch={touch} {...(defaultClass ? { defaultClass } : {})} />}
        {step === 1 && <QuestionsStep draft={draft} change={change} errors={questionErrors} fileErrors={fileErrors} />}
        {step === 2 && <ReviewStep draft={draft} subjectName={choices.subject.name} className={choices.classInfo.name} />}
      </Card>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {creation.state === 'running' && (
        <Card as="section" title="Creating your assessment" headingLevel={2}>
          <div className={styles.step}>
            <ProgressBar label="Assessment creation progress" />
            <p>{creation.status === 'processing' ? CREATION_TEXTS.processing : CREATION_TEXTS.pending}</p>
            {creation.trackError && <Alert severity="warning">{CREATION_TEXTS.trackFailed}</Alert>}
          </div>
        </Card>
      )}
      {creation.state === 'failed' && <Alert severity="error">{creation.message}</Alert>}
      {creation.state === 'timedOut' && (
        <Alert
          severity="info"
          autoDismiss={false}
          action={
            <Button size="sm" variant="outlined" onClick={() => navigate({ to: routeTo('assessments'), state: { forceRefresh: true } })}>
              My Assessments
            </Button>
          }
        >
          {CREATION_TEXTS.tooLong}
        </Alert>
      )}
      <div className={styles.navigation}>
        <Button variant="text" onClick={() => (step === 0 ? navigate({ to: routeTo('assessments') }) : setStep(step - 1))} disabled={locked}>
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        {step < 2 ? (
          <Button variant="primary" onClick={() => setStep(step + 1)} disabled={!stepValid[step]}>
            Next
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void submit()} loading={sending} disabled={locked && !sending}>
            Create Assessment
          </Button>
        )}
      </div>
      {createdSnackbar}
    </Screen>
  );
}
