import { useState } from 'react';
import { ApiError, markOverrideRequestSchema, overrideMarks, releaseMarks, roundedPercentage, summariseAssessmentReport, type AssessmentReportSummary, type SubmissionDetail, type SchemeReadSummary, callErrorText } from '@assess/core';
import { Alert, Button, Card, Chip, StaleSaveNotice, TextField, useAssessApi } from '@assess/ui';
import { ENTER_MARKS_TEXT, NEEDS_REVIEW_TEXT, sureText, tooManyMarks } from '../shared/texts.ts';
import { SchemeRead } from '../scheme-read/SchemeRead.tsx';
import * as styles from './MarksReview.css.ts';
import { AnswerEvidence, useAnswerEvidence } from './AnswerEvidence.tsx';
import { REVIEW_TEXTS } from './texts.ts';

/** One total in the reviewer's header: which it is, and the figure ('3 / 4 (75%)'). */
export interface TotalLine {
  label: string;
  figure: string;
}

/**
 * The totals a reviewer reads in the card's header, each saying which it is: the draft they saved (what Save Marks
 * changed, not yet seen by the student) first when there is one, then what the student sees (the released marks,
 * or the AI grade before any release).
 */
export function reviewerTotals(summary: AssessmentReportSummary): TotalLine[] {
  const parts = summary.questions.flatMap((question) => question.parts);
  const seen = { label: summary.provisional ? REVIEW_TEXTS.aiTotal : REVIEW_TEXTS.releasedTotal, figure: `${summary.earned} / ${summary.total} (${summary.percentage}%)` };
  if (!parts.some((part) => part.saved !== null && part.saved.marks !== part.earned)) return [seen];
  const draft = parts.reduce((sum, part) => sum + (part.saved?.marks ?? part.earned), 0);
  return [{ label: REVIEW_TEXTS.draftTotal, figure: `${draft} / ${summary.total} (${roundedPercentage(draft, summary.total)}%)` }, seen];
}

/** 'Suggested from your marks: 3 / 4': a mark learned from the teacher's marks on the class's other answers. */
export function suggestionText(suggested: number, total: number): string {
  return `Suggested from your marks: ${suggested} / ${total}`;
}

export interface MarksReviewProps {
  studentAssessmentId: string;
  report: SubmissionDetail;
  /** Whose marks these are, when they are not the reader's own: named in the heading. */
  studentName?: string | null;
  /** A teacher may change marks and feedback and release them (decision 14). */
  canReview: boolean;
  onChanged: () => void;
  /** What the grader read of the mark scheme the marks are out of (a self-check's own scheme too), shown under the total. */
  schemeRead?: SchemeReadSummary | null;
}

interface PartDraft {
  key: string;
  question: string;
  part: string | null;
  total: number;
  marks: string;
  feedback: string;
  /** A mark suggested from the teacher's marks on the class's other answers, until a teacher sets one. */
  suggested: number | null;
  suggestedConfidence: number | null;
  suggestedNeedsReview: boolean;
}

function draftsOf(report: SubmissionDetail): PartDraft[] {
  return summariseAssessmentReport(report).questions.flatMap((question) =>
    question.parts.map((part, index) => ({
      key: `${question.number}:${part.part ?? index}`,
      question: question.number,
      part: part.part,
      total: part.total,
      // A teacher goes on from what they saved, which the student sees only once released.
      marks: String(part.saved?.marks ?? part.earned),
      feedback: part.saved ? (part.saved.feedback ?? part.feedback ?? '') : (part.feedback ?? ''),
      suggested: part.suggested,
      suggestedConfidence: part.suggestedConfidence,
      suggestedNeedsReview: part.suggestedNeedsReview,
    })),
  );
}

/** The draft as the teacher left it where they changed it since opening, else the newly read one. */
function keepChanged(fresh: PartDraft, current: PartDraft[], opened: PartDraft[]): PartDraft {
  const mine = current.find((draft) => draft.key === fresh.key);
  const before = opened.find((draft) => draft.key === fresh.key);
  if (!mine || !before) return fresh;
  return {
    ...fresh,
    marks: mine.marks !== before.marks ? mine.marks : fresh.marks,
    feedback: mine.feedback !== before.feedback ? mine.feedback : fresh.feedback,
  };
}

/** 'Question 1 (a)': a part the grader already gives in brackets ('(a)', '(a)(ii)') keeps its own. */
export function questionName(question: string, part: string | null): string {
  if (!part) return `Question ${question}`;
  return `Question ${question} ${part.startsWith('(') ? part : `(${part})`}`;
}

/** Per-question marks of a graded submission; provisional until a teacher releases them. */
export function MarksReview({ studentAssessmentId, report, canReview, studentName = null, onChanged, schemeRead = null }: MarksReviewProps) {
  const api = useAssessApi();
  const evidence = useAnswerEvidence(studentAssessmentId, report);
  const summary = summariseAssessmentReport(report);
  const totals = reviewerTotals(summary);
  const [drafts, setDrafts] = useState<PartDraft[]>(() => draftsOf(report));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'release' | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);

  // What the teacher opened: a field they changed since is theirs, and a newer read of the marks (after their save,
  // or someone else's) leaves it as typed; every other field takes the newer value.
  const [opened, setOpened] = useState<PartDraft[]>(() => draftsOf(report));
  const [stale, setStale] = useState(false);
  const [shownReport, setShownReport] = useState(report);
  if (shownReport !== report) {
    const fresh = draftsOf(report);
    setShownReport(report);
    setOpened(fresh);
    setDrafts(fresh.map((draft) => keepChanged(draft, drafts, opened)));
  }

  function edit(key: string, change: Partial<PartDraft>) {
    setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  }

  async function save() {
    const found: Record<string, string> = {};
    for (const draft of drafts) {
      const marks = Number(draft.marks);
      if (draft.marks.trim() === '' || !Number.isFinite(marks)) found[draft.key] = ENTER_MARKS_TEXT;
      else if (draft.total > 0 && marks > draft.total) found[draft.key] = tooManyMarks(draft.total);
    }
    const parsed = markOverrideRequestSchema.safeParse({
      version: report.review.version,
      marks: drafts.map((draft) => ({
        question: draft.question,
        question_part: draft.part,
        marks_obtained: Number(draft.marks),
        feedback: draft.feedback,
      })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        const draft = typeof index === 'number' ? drafts[index] : undefined;
        if (draft) found[draft.key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy('save');
    setNotice(null);
    try {
      await overrideMarks(api, studentAssessmentId, parsed.data);
      setNotice({ severity: 'success', text: REVIEW_TEXTS.saved });
      setStale(false);
      onChanged();
    } catch (error) {
      // Someone else saved since these marks were read: nothing typed is lost, and Reload brings their changes in.
      setStale(error instanceof ApiError && error.status === 409);
      setNotice({ severity: 'error', text: callErrorText(error, REVIEW_TEXTS.saveFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function release() {
    setBusy('release');
    setNotice(null);
    try {
      await releaseMarks(api, studentAssessmentId);
      setNotice({ severity: 'success', text: REVIEW_TEXTS.releasedNotice });
      onChanged();
    } catch (error) {
      setNotice({ severity: 'error', text: callErrorText(error, REVIEW_TEXTS.releaseFailed) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card
      as="section"
      title={studentName ? `${REVIEW_TEXTS.title}: ${studentName}` : REVIEW_TEXTS.title}
      headingLevel={2}
      headerAction={
        summary.provisional ? <Chip color="warning">{REVIEW_TEXTS.provisional}</Chip> : <Chip color="success">{REVIEW_TEXTS.released}</Chip>
      }
    >
      <div className={styles.stack}>
        {canReview ? (
          <div className={styles.totals} data-marks-totals>
            {totals.map((line, index) => (
              <p key={line.label} className={index === 0 ? styles.score : styles.meta}>
                {line.label}: <span>{line.figure}</span>
              </p>
            ))}
          </div>
        ) : (
          <p className={styles.score}>
            {summary.earned} / {summary.total} ({summary.percentage}%)
          </p>
        )}
        <SchemeRead schemeRead={schemeRead} />
        {notice && stale && notice.severity === 'error' && (
          <StaleSaveNotice message={notice.text} reloadLabel={REVIEW_TEXTS.reload} reloadedText={REVIEW_TEXTS.merged} onReload={onChanged} onClose={() => setNotice(null)} />
        )}
        {notice && !(stale && notice.severity === 'error') && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {drafts.length === 0 && <p className={styles.meta}>{REVIEW_TEXTS.noQuestions}</p>}
        <ol className={styles.questions}>
          {drafts.map((draft) => {
            const name = questionName(draft.question, draft.part);
            return (
              <li key={draft.key} className={styles.question}>
                <h3 className={styles.questionTitle}>{name}</h3>
                <AnswerEvidence part={evidence.byKey.get(draft.key)} name={name} answerSheetUrl={evidence.answerSheetUrl} />
                {canReview ? (
                  <div className={styles.questionFields}>
                    <TextField
                      label={`Marks for ${name} (out of ${draft.total})`}
                      type="number"
                      min={0}
                      max={draft.total || undefined}
                      value={draft.marks}
                      onChange={(event) => edit(draft.key, { marks: event.target.value })}
                      error={errors[draft.key]}
                    />
                    {draft.suggested !== null && (
                      <p className={styles.suggestion}>
                        <span>
                          {suggestionText(draft.suggested, draft.total)}
                          {draft.suggestedConfidence !== null && ` · ${sureText(draft.suggestedConfidence)}`}
                        </span>
                        {draft.suggestedNeedsReview && (
                          <Chip color="primary" size="sm" data-needs-review="true">
                            {NEEDS_REVIEW_TEXT}
                          </Chip>
                        )}
                        {Number(draft.marks) !== draft.suggested && (
                          <Button
                            variant="text"
                            aria-label={`${REVIEW_TEXTS.useSuggestion} for ${name}`}
                            onClick={() => edit(draft.key, { marks: String(draft.suggested) })}
                          >
                            {REVIEW_TEXTS.useSuggestion}
                          </Button>
                        )}
                      </p>
                    )}
                    <TextField
                      label={`Feedback for ${name}`}
                      multiline
                      value={draft.feedback}
                      onChange={(event) => edit(draft.key, { feedback: event.target.value })}
                      fullWidth
                    />
                  </div>
                ) : (
                  <>
                    <p className={styles.meta}>
                      {draft.marks} / {draft.total}
                    </p>
                    {draft.feedback && <p>{draft.feedback}</p>}
                  </>
                )}
              </li>
            );
          })}
        </ol>
        {canReview && drafts.length > 0 && (
          <div className={styles.row}>
            <Button variant="outlined" onClick={() => void save()} loading={busy === 'save'} disabled={busy === 'release'}>
              Save Marks
            </Button>
            {summary.provisional && (
              <Button variant="primary" onClick={() => void release()} loading={busy === 'release'} disabled={busy === 'save'}>
                Release
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
