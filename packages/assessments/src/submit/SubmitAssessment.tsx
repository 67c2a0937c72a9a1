import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  SIMULATED_JOB_TEXTS,
  SUBMISSION_SLOT_LABELS,
  SUBMIT_ASSESSMENT_MESSAGES,
  ApiError,
  attemptLabel,
  attemptsLeft,
  attemptsUsedText,
  checkSubmissionFile,
  fetchAssessment,
  isBackendUnreachable,
  routeTo,
  simulatedJob,
  submitAndGrade,
  toSubmitAndGradeFields,
  validateSubmitAssessment,
  type Job,
  type SubmissionSlot,
  type SubmitAssessmentErrors,
  callErrorText,
} from '@assess/core';
import { Alert, Button, Checkbox, Dialog, PdfFileField, Screen, ScreenHeader, TextField, useAssessApi, useNavigate, useResource, type NavigateHandler } from '@assess/ui';
import { JobStatusCard } from '../details/JobStatusCard.tsx';
import { rememberGradingJob } from '../shared/job-storage.ts';
import { SubjectPicker } from '../shared/SubjectPicker/SubjectPicker.tsx';
import { useSubjects } from '../shared/SubjectPicker/useSubjects.ts';
import * as styles from './SubmitAssessment.css.ts';
import { SUBMIT_TEXTS } from './texts.ts';

/** After a successful submission the list opens after this long (spec 02 §2). */
export const SUBMIT_REDIRECT_MS = 2000;

const SLOTS: readonly SubmissionSlot[] = ['question_paper', 'mark_scheme', 'student_answer'];
/** Answers to an assessment set for the class: its question paper and mark scheme come with it. */
const ANSWER_ONLY: readonly SubmissionSlot[] = ['student_answer'];

export interface SubmitAssessmentProps {
  /** Answers for this assessment (one set for the student's class): its title and subject are filled in. */
  assessmentId?: string;
  onNavigate?: NavigateHandler;
}

export function SubmitAssessment({ assessmentId, onNavigate }: SubmitAssessmentProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const subjects = useSubjects();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [files, setFiles] = useState<Partial<Record<SubmissionSlot, File | null>>>({});
  const [weakAreas, setWeakAreas] = useState(true);
  const [errors, setErrors] = useState<SubmitAssessmentErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [simulated, setSimulated] = useState<Job | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  // Answers for an assessment set for the class: its title and subject, as the teacher gave them.
  const set = useResource(assessmentId ? `assessment:${assessmentId}` : null, ({ signal }) => fetchAssessment(api, assessmentId ?? '', { signal }));
  const [answering, setAnswering] = useState<string | null>(null);
  // The subject the teacher gave it, shown and sent as it is: answers go under the assessment's own subject.
  const [answeringSubject, setAnsweringSubject] = useState<string | null>(null);
  // Which attempt this submission would be ('Attempt 2 of 3'), and the server's refusal once none is left: shown
  // in place of the form, so that Back or a bookmark never leads to a submission the server refuses.
  const [nextAttempt, setNextAttempt] = useState<string | null>(null);
  const [noAttempts, setNoAttempts] = useState<string | null>(null);
  const [shownSet, setShownSet] = useState(set.resource);
  if (shownSet !== set.resource) {
    setShownSet(set.resource);
    if (set.resource.kind === 'data' && set.resource.data) {
      const assessment = set.resource.data;
      const left = assessment.attempts_used === null ? null : attemptsLeft(assessment);
      if (left === 0) setNoAttempts(attemptsUsedText(assessment.attempts_allowed ?? 1));
      else if (assessment.attempts_used !== null) setNextAttempt(attemptLabel(assessment.attempts_used + 1, assessment.attempts_allowed));
      setAnswering(assessment.title);
      setTitle(assessment.title);
      if (assessment.subject_id) setSubjectId(assessment.subject_id);
      setAnsweringSubject(assessment.subject?.name ?? null);
    } else if (set.resource.kind === 'error') {
      setFailure(callErrorText(set.resource.error.cause, SUBMIT_TEXTS.failure));
    }
  }

  function pick(slot: SubmissionSlot, file: File | null) {
    const nextFiles = { ...files, [slot]: file };
    setFiles(nextFiles);
    setErrors((current) => {
      const next: SubmitAssessmentErrors = { ...current, [slot]: file ? (checkSubmissionFile(file) ?? undefined) : undefined };
      const anyFileError = SLOTS.some((name) => {
        const picked = nextFiles[name];
        return picked ? checkSubmissionFile(picked) !== null : false;
      });
      next.files = anyFileError ? SUBMIT_ASSESSMENT_MESSAGES.fileErrors : undefined;
      return next;
    });
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const found = validateSubmitAssessment({ title, description, subjectId: subjectId || null, files });
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function send() {
    setSending(true);
    setFailure(null);
    setSimulated(null);
    const form = new FormData();
    const fields = toSubmitAndGradeFields({ title, description, subjectId, generateWeakAreasPdf: weakAreas, purpose: 'submission', assessmentId: answering ? assessmentId : null });
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const slot of SLOTS) {
      const file = files[slot];
      if (file) form.append(slot, file, file.name);
    }
    try {
      const job = await submitAndGrade(api, form);
      if (job.assessment_id) rememberGradingJob(job.assessment_id, job.job_id);
      setConfirming(false);
      setDone(true);
      redirect.current = setTimeout(() => navigate({ to: routeTo('assessments'), state: { forceRefresh: true } }), SUBMIT_REDIRECT_MS);
    } catch (error) {
      setConfirming(false);
      if (isBackendUnreachable(error)) {
        // Spec 02 §7: a simulated job, labelled as sample data; nothing was sent, so the form stays as it was.
        setSimulated(simulatedJob({ title: title.trim() }));
        return;
      }
      console.error(SUBMIT_TEXTS.failure, error);
      if (error instanceof ApiError && error.status === 409 && answering) setNoAttempts(callErrorText(error, SUBMIT_TEXTS.failure));
      else setFailure(callErrorText(error, SUBMIT_TEXTS.failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Screen>
      <ScreenHeader title={SUBMIT_TEXTS.title} />
      {answering && !noAttempts && (
        <Alert severity="info">
          {SUBMIT_TEXTS.answering(answering)}
          {nextAttempt && ` ${nextAttempt}.`}
        </Alert>
      )}
      {noAttempts && (
        <Alert severity="warning" title={SUBMIT_TEXTS.noAttemptsTitle} autoDismiss={false}>
          {noAttempts}
        </Alert>
      )}
      {done && (
        <Alert severity="success" autoDismiss={false}>
          {SUBMIT_TEXTS.success}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {simulated && (
        <>
          <Alert severity="warning" title={SIMULATED_JOB_TEXTS.label} autoDismiss={false} onClose={() => setSimulated(null)}>
            {SIMULATED_JOB_TEXTS.submission}
          </Alert>
          <JobStatusCard jobId={simulated.job_id} job={simulated} error={null} />
        </>
      )}
      {noAttempts ? (
        <div className={styles.actions}>
          <Button variant="text" onClick={() => navigate({ to: routeTo('assessments') })}>
            {SUBMIT_TEXTS.backToList}
          </Button>
          {assessmentId && (
            <Button variant="primary" onClick={() => navigate({ to: routeTo('assessmentDetails', { assessmentId }) })}>
              {SUBMIT_TEXTS.viewDetails}
            </Button>
          )}
        </div>
      ) : (
      <form className={styles.form} onSubmit={review} noValidate>
        <TextField label="Assessment Title" required readOnly={answering !== null} value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} fullWidth />
        <TextField label="Description" multiline value={description} onChange={(event) => setDescription(event.target.value)} fullWidth />
        {answering !== null && answeringSubject !== null ? (
          <TextField label="Subject" readOnly value={answeringSubject} helperText={SUBMIT_TEXTS.setByTeacher} fullWidth />
        ) : (
          <SubjectPicker subjects={subjects} value={subjectId} onChange={setSubjectId} error={errors.subject} required />
        )}
        <fieldset className={styles.files}>
          <legend className={styles.legend}>Files (PDF, up to 20MB each)</legend>
          {(answering ? ANSWER_ONLY : SLOTS).map((slot) => (
            <PdfFileField
              key={slot}
              label={SUBMISSION_SLOT_LABELS[slot]}
              required={slot === 'student_answer'}
              helperText={slot === 'student_answer' ? undefined : 'Optional'}
              file={files[slot] ?? null}
              onChange={(file) => pick(slot, file)}
              error={errors[slot]}
              disabled={sending || done}
            />
          ))}
        </fieldset>
        {errors.files && <Alert severity="error">{errors.files}</Alert>}
        <Checkbox label="Generate a weak-areas PDF" helperText="Saved to My Files after grading" checked={weakAreas} onChange={(event) => setWeakAreas(event.target.checked)} />
        <div className={styles.actions}>
          <Button variant="text" onClick={() => navigate({ to: routeTo('assessments') })}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={done} loading={sending}>
            Submit Assessment
          </Button>
        </div>
      </form>
      )}
      <Dialog
        open={confirming}
        onClose={() => !sending && setConfirming(false)}
        title={SUBMIT_TEXTS.confirmTitle}
        role="alertdialog"
        size="sm"
        actions={
          <>
            <Button variant="text" onClick={() => setConfirming(false)} disabled={sending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void send()} loading={sending}>
              Submit
            </Button>
          </>
        }
      >
        <p>“{title.trim()}” will be sent for AI grading. This might take a few minutes.</p>
      </Dialog>
    </Screen>
  );
}
