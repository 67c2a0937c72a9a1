import { useEffect, useRef, useState } from 'react';
import {
  callErrorText,
  confirmMarkSchemeReading,
  confirmMarkSchemeReadingRequestSchema,
  proposeMarkSchemeReading,
  schemeReadSummaryText,
  type MarkSchemePage,
  type MarkSchemeReading,
} from '@assess/core';
import { Alert, Button, Checkbox, TextField, WarningIcon, useAssessApi } from '@assess/ui';
import {
  addAlternative,
  addPoint,
  draftOf,
  draftTotal,
  mergeWithNext,
  openWarnings,
  removeAlternative,
  removePoint,
  setAlternative,
  setPoint,
  setQuestion,
  splitPoint,
  toConfirmBody,
  type QuestionDraft,
  type ReadingDraft,
} from './reading-draft.ts';
import { statedTotalNote } from '@assess/marking';
import { READING_TEXTS as T, pageText, questionName } from './texts.ts';
import * as styles from './MarkSchemeReading.css.ts';

export interface MarkSchemeReadingEditorProps {
  assessmentId: string;
  reading: MarkSchemeReading;
  /** The reading as stored once the teacher confirms it. */
  onConfirmed: (reading: MarkSchemeReading) => void;
}

/** The page a question was read from: its image when the server draws one, else its text in a scrolling box. */
function SchemePage({ page, url }: { page: MarkSchemePage; url: string | null }) {
  // An image that cannot be drawn or fetched gives way to the page's text, so the page is never missing.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const image = page.image_url && page.image_url !== failedImage ? page.image_url : null;
  return (
    <figure className={styles.page}>
      {image ? (
        <>
          {/* The page drawn small beside the questions; the link opens it full size. */}
          <a href={image} target="_blank" rel="noreferrer">
            <img className={styles.pageImage} src={image} alt={`Page ${page.number} of the mark scheme`} onError={() => setFailedImage(image)} />
          </a>
          <details>
            <summary className={styles.meta}>{`Text of page ${page.number}`}</summary>
            <pre className={styles.pageText} tabIndex={0} role="region" aria-label={`Text of page ${page.number}, as read`}>
              {page.text}
            </pre>
          </details>
        </>
      ) : (
        <pre className={styles.pageText} tabIndex={0} role="region" aria-label={`Text of page ${page.number} of the mark scheme`}>
          {page.text}
        </pre>
      )}
      <figcaption className={styles.meta}>
        {url ? (
          <a href={`${url}#page=${page.number}`} target="_blank" rel="noreferrer">
            Open page {page.number} of the PDF
          </a>
        ) : (
          `Page ${page.number}`
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The mark scheme as the grader read it, for its creator to check beside the scheme's pages, correct (a question's
 * marks, a point's text and marks, split, merge, alternatives) and confirm: the marking uses the confirmed version.
 */
export function MarkSchemeReadingEditor({ assessmentId, reading, onConfirmed }: MarkSchemeReadingEditorProps) {
  const api = useAssessApi();
  const [shown, setShown] = useState(reading);
  const [draft, setDraft] = useState<ReadingDraft>(() => draftOf(reading));
  const [acknowledged, setAcknowledged] = useState(false);
  const [busy, setBusy] = useState<'confirm' | 'ask' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [proposed, setProposed] = useState(false);
  const [pageNumber, setPageNumber] = useState<number | null>(() => reading.questions.find((question) => question.page !== null)?.page ?? reading.pages[0]?.number ?? null);
  const root = useRef<HTMLDivElement>(null);
  // Where the caret was in each point's text when it last left it: Split cuts there.
  const carets = useRef(new Map<string, number>());
  // The field an edit added or moved, focused once it is drawn.
  const pendingFocus = useRef<string | null>(null);

  if (shown !== reading) {
    setShown(reading);
    setDraft(draftOf(reading));
    setProposed(false);
    setAcknowledged(false);
  }

  // After an edit that adds or moves a field, focus goes to it (inside a shadow root too: looked up from the root).
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    root.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  });

  const warnings = openWarnings(draft);
  const total = draftTotal(draft);
  const page = draft.questions.length > 0 || shown.pages.length > 0 ? shown.pages.find((candidate) => candidate.number === pageNumber) : undefined;

  function edit(next: ReadingDraft, focus?: string) {
    setDraft(next);
    setProblem(null);
    if (focus) pendingFocus.current = focus;
  }

  async function confirm() {
    const body = toConfirmBody(draft);
    const parsed = confirmMarkSchemeReadingRequestSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.confirmFailed);
      return;
    }
    if (warnings.length > 0 && !acknowledged) {
      setProblem(T.acknowledgeNeeded);
      return;
    }
    setBusy('confirm');
    setProblem(null);
    try {
      onConfirmed(await confirmMarkSchemeReading(api, assessmentId, body));
    } catch (error) {
      // The server's words, as they are; the draft stays as typed.
      setProblem(callErrorText(error, T.confirmFailed));
    } finally {
      setBusy(null);
    }
  }

  async function ask() {
    setBusy('ask');
    setProblem(null);
    try {
      const proposal = await proposeMarkSchemeReading(api, assessmentId);
      setDraft(draftOf(proposal));
      setAcknowledged(false);
      setProposed(true);
    } catch (error) {
      setProblem(callErrorText(error, T.askFailed));
    } finally {
      setBusy(null);
    }
  }

  function questionWarnings(question: QuestionDraft) {
    const open = new Set(warnings);
    return draft.warnings.filter((item) => item.questionKey === question.key && open.has(item.warning)).map((item) => item.warning);
  }

  return (
    <div ref={root} className={styles.root}>
      <p className={styles.meta}>{T.intro}</p>
      {warnings.length > 0 && (
        <div role="alert" className={styles.warnings}>
          <p className={styles.warningsTitle}>
            <WarningIcon aria-hidden="true" /> {T.warningsTitle}
          </p>
          <ul className={styles.warningList}>
            {warnings.map((warning) => (
              <li key={`${warning.code}:${warning.label ?? ''}:${warning.message}`}>{warning.message}</li>
            ))}
          </ul>
        </div>
      )}
      {proposed && (
        <Alert severity="info" autoDismiss={false}>
          {T.proposed}
        </Alert>
      )}
      <div className={styles.totals}>
        <p className={styles.total} data-reading-total>
          {schemeReadSummaryText({ questions: draft.questions.length, total_marks: total })}
        </p>
        {draft.statedTotal !== null && <p className={styles.meta}>{statedTotalNote(draft.statedTotal)}</p>}
        {shown.provider_available && (
          <Button variant="outlined" size="sm" loading={busy === 'ask'} disabled={busy !== null} onClick={() => void ask()}>
            {T.ask}
          </Button>
        )}
      </div>
      {draft.questions.length === 0 && <p>{T.noQuestions}</p>}
      <div className={styles.layout}>
        <ol className={styles.questions} aria-label="Questions as read">
          {draft.questions.map((question) => {
            const name = questionName(question.label);
            const notes = questionWarnings(question);
            return (
              <li
                key={question.key}
                className={styles.question}
                data-warning={notes.length > 0 || undefined}
                aria-label={name}
                onFocus={() => question.page !== null && setPageNumber(question.page)}
              >
                <div className={styles.questionHead}>
                  <h3 className={styles.questionTitle}>{name}</h3>
                  <MarksField name={name} value={question.marks} onChange={(marks) => edit(setQuestion(draft, question.key, { marks }))} />
                  {question.statedMarks !== null && <span className={styles.meta}>{`Stated: ${question.statedMarks}`}</span>}
                  {question.page !== null && (
                    <span className={styles.meta}>
                      {shown.mark_scheme_url ? (
                        <a href={`${shown.mark_scheme_url}#page=${question.page}`} target="_blank" rel="noreferrer" aria-label={`${pageText(question.page)} of the mark scheme PDF, for ${name}`}>
                          {pageText(question.page)}
                        </a>
                      ) : (
                        pageText(question.page)
                      )}
                    </span>
                  )}
                </div>
                {question.text && <p className={styles.questionText}>{question.text}</p>}
                {notes.map((warning) => (
                  <p key={`${warning.code}:${warning.message}`} className={styles.questionWarning}>
                    <WarningIcon aria-hidden="true" /> {warning.message}
                  </p>
                ))}
                {question.points.length === 0 ? (
                  <p className={styles.meta}>{T.noPoints}</p>
                ) : (
                  <ol className={styles.points} aria-label={`${T.points}, ${name}`}>
                    {question.points.map((point, index) => {
                      const pointName = `${name} point ${index + 1}`;
                      const last = index === question.points.length - 1;
                      return (
                        <li key={point.key} className={styles.point}>
                          <div className={styles.pointFields}>
                            <TextField
                              multiline
                              rows={2}
                              label={`Point ${index + 1}`}
                              aria-label={pointName}
                              className={styles.pointText}
                              value={point.text}
                              data-focus-key={point.key}
                              onChange={(event) => edit(setPoint(draft, question.key, point.key, { text: event.target.value }))}
                              onBlur={(event) => carets.current.set(point.key, event.target.selectionStart)}
                            />
                            <MarksField name={pointName} value={point.marks} onChange={(marks) => edit(setPoint(draft, question.key, point.key, { marks }))} />
                          </div>
                          {point.alternatives.length > 0 && (
                            <ul className={styles.alternatives} aria-label={`Alternatives, ${pointName}`}>
                              {point.alternatives.map((alternative, position) => (
                                <li key={alternative.key} className={styles.alternative}>
                                  <TextField
                                    label="Or accept"
                                    aria-label={`${pointName}, or accept ${position + 1}`}
                                    className={styles.pointText}
                                    value={alternative.text}
                                    data-focus-key={alternative.key}
                                    onChange={(event) => edit(setAlternative(draft, question.key, point.key, alternative.key, event.target.value))}
                                  />
                                  <Button
                                    variant="text"
                                    size="sm"
                                    aria-label={`Remove “or accept” ${position + 1} of ${pointName}`}
                                    onClick={() => edit(removeAlternative(draft, question.key, point.key, alternative.key), point.key)}
                                  >
                                    {T.remove}
                                  </Button>
                                </li>
                              ))}
                            </ul>
                          )}
                          <div className={styles.pointActions}>
                            <Button
                              variant="text"
                              size="sm"
                              aria-label={`${T.addAlternative} to ${pointName}`}
                              onClick={() => {
                                const next = addAlternative(draft, question.key, point.key);
                                edit(next.draft, next.alternativeKey);
                              }}
                            >
                              {T.addAlternative}
                            </Button>
                            <Button
                              variant="text"
                              size="sm"
                              aria-label={`${T.split} ${pointName}`}
                              onClick={() => {
                                const next = splitPoint(draft, question.key, point.key, carets.current.get(point.key) ?? null);
                                carets.current.delete(point.key);
                                edit(next.draft, next.pointKey);
                              }}
                            >
                              {T.split}
                            </Button>
                            {!last && (
                              <Button variant="text" size="sm" aria-label={`${T.merge}: ${pointName}`} onClick={() => edit(mergeWithNext(draft, question.key, point.key), point.key)}>
                                {T.merge}
                              </Button>
                            )}
                            <Button
                              variant="text"
                              size="sm"
                              aria-label={`${T.remove} ${pointName}`}
                              onClick={() => edit(removePoint(draft, question.key, point.key), question.points[index - 1]?.key ?? question.points[index + 1]?.key ?? `add:${question.key}`)}
                            >
                              {T.remove}
                            </Button>
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                )}
                <div>
                  <Button
                    variant="outlined"
                    size="sm"
                    data-focus-key={`add:${question.key}`}
                    aria-label={`${T.addPoint} to ${name}`}
                    onClick={() => {
                      const next = addPoint(draft, question.key);
                      edit(next.draft, next.pointKey);
                    }}
                  >
                    {T.addPoint}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <aside className={styles.pages} aria-label={T.pagesTitle}>
          {shown.pages.length > 1 && (
            <div className={styles.pagePicker} role="group" aria-label="Pages of the mark scheme">
              {shown.pages.map((candidate) => (
                <Button key={candidate.number} variant={candidate.number === pageNumber ? 'secondary' : 'text'} size="sm" aria-pressed={candidate.number === pageNumber} onClick={() => setPageNumber(candidate.number)}>
                  {`Page ${candidate.number}`}
                </Button>
              ))}
            </div>
          )}
          {page ? <SchemePage page={page} url={shown.mark_scheme_url} /> : <p className={styles.meta}>{T.noPages}</p>}
        </aside>
      </div>
      {warnings.length > 0 && <Checkbox label={T.acknowledge} checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="primary" loading={busy === 'confirm'} disabled={busy !== null} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
      </div>
    </div>
  );
}

/** A question's or a point's marks, as typed (a decimal, 0 or more). */
function MarksField({ name, value, onChange }: { name: string; value: string; onChange: (marks: string) => void }) {
  return (
    <TextField
      label="Marks"
      aria-label={`${name} marks`}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      className={styles.marksField}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
