// The mark-scheme read-out as a teacher edits it: the questions, marks and points the grader read, kept as the
// text of their fields (so nothing typed is lost, even a half-typed number), with the edits the editor offers as
// pure functions of the draft.
import type { ConfirmMarkSchemeReadingRequest, MarkSchemeReading, MarkSchemeWarning } from '@assess/core';

export interface AlternativeDraft {
  key: string;
  text: string;
}

export interface PointDraft {
  key: string;
  text: string;
  marks: string;
  alternatives: AlternativeDraft[];
}

export interface QuestionDraft {
  key: string;
  label: string;
  text: string;
  marks: string;
  statedMarks: number | null;
  page: number | null;
  points: PointDraft[];
}

/** A warning of the reading, tied to the question it is about (by key, so a relabelled question keeps it). */
export interface WarningDraft {
  warning: MarkSchemeWarning;
  questionKey: string | null;
}

export interface ReadingDraft {
  questions: QuestionDraft[];
  warnings: WarningDraft[];
  statedTotal: number | null;
}

let lastKey = 0;
const newKey = (prefix: string) => `${prefix}${(lastKey += 1)}`;

const markText = (marks: number | null) => (marks === null ? '' : String(marks));

/** A number typed in a marks field, or NaN when it is empty or not a number. */
export function typedMarks(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Marks are compared to a hundredth, so that half marks added up in floating point still agree. */
const sameMarks = (a: number, b: number) => Math.abs(a - b) < 0.005;
const round = (value: number) => Math.round(value * 100) / 100;

export function draftOf(reading: MarkSchemeReading): ReadingDraft {
  const questions = reading.questions.map((question) => ({
    key: newKey('q'),
    label: question.label,
    text: question.text,
    marks: markText(question.marks),
    statedMarks: question.stated_marks,
    page: question.page,
    points: question.points.map((point) => ({
      key: newKey('p'),
      text: point.text,
      marks: markText(point.marks),
      alternatives: point.alternatives.map((text) => ({ key: newKey('a'), text })),
    })),
  }));
  const keyOfLabel = (label: string | null) => (label === null ? null : (questions.find((question) => question.label === label)?.key ?? null));
  return { questions, warnings: reading.warnings.map((warning) => ({ warning, questionKey: keyOfLabel(warning.label) })), statedTotal: reading.stated_total };
}

export function pointsTotal(question: QuestionDraft): number {
  return question.points.reduce((sum, point) => sum + (typedMarks(point.marks) || 0), 0);
}

/**
 * The sum of the questions' marks as typed (what marking will use once confirmed). A question left without marks
 * counts what its points add up to, as the grader counts it until the teacher sets its marks.
 */
export function draftTotal(draft: ReadingDraft): number {
  const marksOf = (question: QuestionDraft) => {
    const marks = typedMarks(question.marks);
    return Number.isFinite(marks) ? marks : pointsTotal(question);
  };
  return round(draft.questions.reduce((sum, question) => sum + marksOf(question), 0));
}

/**
 * The reading's warnings that still hold for the draft: a total that still differs from the one the scheme
 * states, a question still without marks, a question whose marks still differ from those stated for it. A
 * warning about a question the teacher removed is gone; one of a kind the editor does not know stays.
 */
export function openWarnings(draft: ReadingDraft): MarkSchemeWarning[] {
  return draft.warnings
    .filter(({ warning, questionKey }) => {
      const question = questionKey === null ? undefined : draft.questions.find((candidate) => candidate.key === questionKey);
      if (questionKey !== null && !question) return false;
      switch (warning.code) {
        case 'total_mismatch':
          return draft.statedTotal !== null && !sameMarks(draftTotal(draft), draft.statedTotal);
        case 'no_marks':
          return !question || !Number.isFinite(typedMarks(question.marks));
        case 'question_total_mismatch': {
          if (!question) return true;
          const marks = typedMarks(question.marks);
          const stated = question.statedMarks;
          // Points may add up to more than the question's marks (a cap, as in "any two from"), never to less.
          const pointsShort = question.points.length > 0 && marks > pointsTotal(question) && !sameMarks(pointsTotal(question), marks);
          return pointsShort || (stated !== null && !sameMarks(marks, stated));
        }
        default:
          return true;
      }
    })
    .map(({ warning }) => warning);
}

/** The body of the PUT that confirms the draft. */
export function toConfirmBody(draft: ReadingDraft): ConfirmMarkSchemeReadingRequest {
  return {
    questions: draft.questions.map((question) => ({
      label: question.label,
      text: question.text,
      marks: typedMarks(question.marks),
      page: question.page,
      points: question.points.map((point) => ({
        text: point.text,
        marks: typedMarks(point.marks),
        alternatives: point.alternatives.map((alternative) => alternative.text),
      })),
    })),
  };
}

// ---- Edits. Each answers a new draft; the question's marks follow its points while they agreed before. ----

function editQuestion(draft: ReadingDraft, questionKey: string, edit: (question: QuestionDraft) => QuestionDraft): ReadingDraft {
  return { ...draft, questions: draft.questions.map((question) => (question.key === questionKey ? edit(question) : question)) };
}

/** Replaces a question's points; its marks follow the points' total if they equalled it before the change. */
function withPoints(question: QuestionDraft, points: PointDraft[]): QuestionDraft {
  const inStep = question.points.length === 0 ? question.marks.trim() === '' : sameMarks(typedMarks(question.marks), pointsTotal(question));
  const next = { ...question, points };
  return inStep && points.length > 0 ? { ...next, marks: String(round(pointsTotal(next))) } : next;
}

export function setQuestion(draft: ReadingDraft, questionKey: string, patch: Partial<Pick<QuestionDraft, 'marks' | 'label'>>): ReadingDraft {
  return editQuestion(draft, questionKey, (question) => ({ ...question, ...patch }));
}

export function setPoint(draft: ReadingDraft, questionKey: string, pointKey: string, patch: Partial<Pick<PointDraft, 'text' | 'marks'>>): ReadingDraft {
  return editQuestion(draft, questionKey, (question) =>
    withPoints(
      question,
      question.points.map((point) => (point.key === pointKey ? { ...point, ...patch } : point)),
    ),
  );
}

export function addPoint(draft: ReadingDraft, questionKey: string): { draft: ReadingDraft; pointKey: string } {
  const pointKey = newKey('p');
  const point: PointDraft = { key: pointKey, text: '', marks: '1', alternatives: [] };
  return { draft: editQuestion(draft, questionKey, (question) => withPoints(question, [...question.points, point])), pointKey };
}

export function removePoint(draft: ReadingDraft, questionKey: string, pointKey: string): ReadingDraft {
  return editQuestion(draft, questionKey, (question) => {
    const points = question.points.filter((point) => point.key !== pointKey);
    // The last point gone leaves the question's marks as they were: a question may be marked on its marks alone.
    return points.length === 0 ? { ...question, points } : withPoints(question, points);
  });
}

/**
 * Splits a point in two at `at` (a position in its text): the text before stays, the rest becomes a new point
 * after it. Without a position inside the text, the new point is an empty row after it. The marks are shared out
 * so that the question's total does not change (a 1-mark point keeps its mark and the new one has 0).
 */
export function splitPoint(draft: ReadingDraft, questionKey: string, pointKey: string, at: number | null): { draft: ReadingDraft; pointKey: string } {
  const newPointKey = newKey('p');
  const next = editQuestion(draft, questionKey, (question) => ({
    ...question,
    points: question.points.flatMap((point) => {
      if (point.key !== pointKey) return [point];
      const inside = at !== null && at > 0 && at < point.text.length;
      const before = inside ? point.text.slice(0, at).trim() : point.text;
      const after = inside ? point.text.slice(at).trim() : '';
      const marks = typedMarks(point.marks);
      const moved = Number.isFinite(marks) ? Math.floor(marks / 2) : 0;
      const kept = Number.isFinite(marks) ? String(round(marks - moved)) : point.marks;
      return [
        { ...point, text: before, marks: kept },
        { key: newPointKey, text: after, marks: String(moved), alternatives: [] },
      ];
    }),
  }));
  return { draft: next, pointKey: newPointKey };
}

/** Joins a point with the one after it: their texts, marks and alternatives in one point. */
export function mergeWithNext(draft: ReadingDraft, questionKey: string, pointKey: string): ReadingDraft {
  return editQuestion(draft, questionKey, (question) => {
    const index = question.points.findIndex((point) => point.key === pointKey);
    const first = question.points[index];
    const second = question.points[index + 1];
    if (!first || !second) return question;
    const marks = round((typedMarks(first.marks) || 0) + (typedMarks(second.marks) || 0));
    const merged: PointDraft = {
      key: first.key,
      // A separator the first text already ends with is not doubled.
      text: [first.text.trim().replace(/[;,]$/, ''), second.text.trim()].filter(Boolean).join('; '),
      marks: String(marks),
      alternatives: [...first.alternatives, ...second.alternatives],
    };
    return { ...question, points: [...question.points.slice(0, index), merged, ...question.points.slice(index + 2)] };
  });
}

function editPoint(draft: ReadingDraft, questionKey: string, pointKey: string, edit: (point: PointDraft) => PointDraft): ReadingDraft {
  return editQuestion(draft, questionKey, (question) => ({ ...question, points: question.points.map((point) => (point.key === pointKey ? edit(point) : point)) }));
}

export function addAlternative(draft: ReadingDraft, questionKey: string, pointKey: string): { draft: ReadingDraft; alternativeKey: string } {
  const alternativeKey = newKey('a');
  return { draft: editPoint(draft, questionKey, pointKey, (point) => ({ ...point, alternatives: [...point.alternatives, { key: alternativeKey, text: '' }] })), alternativeKey };
}

export function setAlternative(draft: ReadingDraft, questionKey: string, pointKey: string, alternativeKey: string, text: string): ReadingDraft {
  return editPoint(draft, questionKey, pointKey, (point) => ({
    ...point,
    alternatives: point.alternatives.map((alternative) => (alternative.key === alternativeKey ? { ...alternative, text } : alternative)),
  }));
}

export function removeAlternative(draft: ReadingDraft, questionKey: string, pointKey: string, alternativeKey: string): ReadingDraft {
  return editPoint(draft, questionKey, pointKey, (point) => ({ ...point, alternatives: point.alternatives.filter((alternative) => alternative.key !== alternativeKey) }));
}
