import { markPoints, pointsTotal, type MarkPoint } from './mark-points.js';
import { countMarks, stripTotals, takeMarks } from './marks.js';
import { segment, segmentLabel, segmentPart, type Segment } from './segment.js';

/** A question or part that is answered and marked on its own. */
export interface QuestionItem {
  /** Full label, e.g. "1(a)(ii)". */
  label: string;
  /** The question number, e.g. "1". */
  question: string;
  /** The part under the question, e.g. "(a)(ii)", or "" for a question without parts. */
  part: string;
  text: string;
  /** Text of the question (and part) this item sits under, e.g. the stem shared by its parts. */
  context: string;
  marks?: number;
  topic?: string;
}

export { markPoints, pointsTotal, type MarkPoint };

export interface ParsedPaper {
  items: QuestionItem[];
  totalMarks: number;
}

export interface SchemeItem extends QuestionItem {
  answer: string;
  points: MarkPoint[];
}

export interface ParsedMarkScheme {
  items: SchemeItem[];
  totalMarks: number;
}

function isPrefix(shorter: readonly string[], longer: readonly string[]): boolean {
  return shorter.length < longer.length && shorter.every((p, i) => longer[i] === p);
}

/** Keeps the leaf segments (those with no sub-parts) and carries the stem text and topic down to them. */
function leaves(segments: Segment[]): QuestionItem[] {
  return leafSegments(segments).map((l) => l.item);
}

/** The leaves with their raw text (marks notation kept), which a mark scheme's points are read from. */
function leafSegments(segments: Segment[]): { item: QuestionItem; raw: string }[] {
  const items: QuestionItem[] = [];
  const raws: string[] = [];
  for (const [index, s] of segments.entries()) {
    const hasChildren = segments.some((o) => o !== s && o.question === s.question && isPrefix(s.parts, o.parts));
    if (hasChildren) continue;
    const ancestors = segments.slice(0, index).filter((o) => o.question === s.question && isPrefix(o.parts, s.parts));
    const { marks, text } = takeMarks(s.text);
    const topic = s.topic ?? [...ancestors].reverse().find((a) => a.topic)?.topic;
    const item: QuestionItem = {
      label: segmentLabel(s),
      question: s.question,
      part: segmentPart(s),
      text,
      context: ancestors.map((a) => takeMarks(a.text).text).filter(Boolean).join('\n'),
    };
    if (marks !== undefined) item.marks = marks;
    if (topic) item.topic = topic;
    const raw = stripTotals(s.text);
    const duplicate = items.findIndex((o) => o.label === item.label);
    if (duplicate >= 0) {
      items.splice(duplicate, 1, { ...items[duplicate]!, text: `${items[duplicate]!.text}\n${item.text}`.trim() });
      raws[duplicate] = `${raws[duplicate]!}\n${raw}`;
    } else {
      items.push(item);
      raws.push(raw);
    }
  }
  return items.map((item, i) => ({ item, raw: raws[i]! }));
}

const sum = (values: (number | undefined)[]) => values.reduce<number>((t, v) => t + (v ?? 0), 0);

/** Splits a question paper into questions and parts with their marks and topics. */
export function parseQuestionPaper(text: string): ParsedPaper {
  const items = leaves(segment(text));
  return { items, totalMarks: sum(items.map((i) => i.marks)) };
}

/** Splits a mark scheme into questions and parts, each with its answer and mark points. */
export function parseMarkScheme(text: string): ParsedMarkScheme {
  const items: SchemeItem[] = leafSegments(segment(text)).map(({ item, raw }) => {
    const points = markPoints(raw);
    const scheme: SchemeItem = { ...item, answer: item.text, points };
    // Several marks written beside the points ("X [1]", "Y [1]") are the points' marks, not the part's.
    if (countMarks(raw) > 1) scheme.marks = pointsTotal(points);
    return scheme;
  });
  return { items, totalMarks: sum(items.map((i) => i.marks ?? pointsTotal(i.points))) };
}

export interface StudentAnswer {
  label: string;
  question: string;
  part: string;
  text: string;
}

/** Splits an answer sheet into answers by their labels ("1(a)", "Q2", "Answer 3", "(b)"). */
export function parseAnswers(text: string): StudentAnswer[] {
  return leaves(segment(text, { prefixes: ['answer', 'ans', 'a'], keepBareNumbers: true })).map(({ label, question, part, text: answer }) => ({
    label,
    question,
    part,
    text: answer,
  }));
}

/**
 * Finds the student's answer for each question item: the same label, else the answer to the whole
 * question (for sheets that do not label parts), else, for a one-question paper, the whole sheet.
 */
export function matchAnswers(items: readonly QuestionItem[], answers: readonly StudentAnswer[], sheetText = ''): Map<string, string> {
  const matched = new Map<string, string>();
  for (const item of items) {
    const exact = answers.find((a) => a.label === item.label);
    const whole = answers.find((a) => a.question === item.question && a.part === '');
    const text = exact?.text ?? whole?.text ?? (items.length === 1 && answers.length === 0 ? sheetText.trim() : '');
    matched.set(item.label, text);
  }
  return matched;
}
