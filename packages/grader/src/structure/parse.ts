import { takeMarks } from './marks.js';
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

export interface ParsedPaper {
  items: QuestionItem[];
  totalMarks: number;
}

export interface MarkPoint {
  text: string;
  /** Other wordings the mark scheme accepts for the same point. */
  alternatives: string[];
  marks: number;
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
  const items: QuestionItem[] = [];
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
    const duplicate = items.findIndex((o) => o.label === item.label);
    if (duplicate >= 0) items.splice(duplicate, 1, { ...items[duplicate]!, text: `${items[duplicate]!.text}\n${item.text}`.trim() });
    else items.push(item);
  }
  return items;
}

const sum = (values: (number | undefined)[]) => values.reduce<number>((t, v) => t + (v ?? 0), 0);

/** Splits a question paper into questions and parts with their marks and topics. */
export function parseQuestionPaper(text: string): ParsedPaper {
  const items = leaves(segment(text));
  return { items, totalMarks: sum(items.map((i) => i.marks)) };
}

const BULLET = /^\s*(?:[•·▪◦*\-–]|\d{1,2}[.)](?=\s))\s*/;
const ALTERNATIVE = /^\s*(?:also\s+)?(?:accept|allow|or)\b[:\s]*/i;
const IGNORED = /^\s*(?:reject|do not accept|don't accept|ignore|not|award|max(?:imum)?|total)\b/i;
const POINT_MARK = /\s*[([]\s*(\d)\s*(?:marks?|m)?\s*[)\]]\s*$|\s+(\d)\s*marks?\s*$|\s+[bBmMaA](\d)\s*$/;

function pointOf(line: string): MarkPoint {
  const mark = POINT_MARK.exec(line);
  const text = (mark ? line.slice(0, mark.index) : line).trim();
  const [main, ...alternatives] = text.split(/\s+\/\s+|\s+OR\s+/);
  return { text: (main ?? '').trim(), alternatives: alternatives.map((a) => a.trim()), marks: mark ? Number(mark[1] ?? mark[2] ?? mark[3]) : 1 };
}

/** Splits a mark-scheme answer into mark points: bullets, lines, or ';'-separated points on one line. */
export function markPoints(answer: string): MarkPoint[] {
  const lines = answer.split('\n').map((l) => l.trim()).filter(Boolean);
  const flat = lines.length === 1 && lines[0]!.includes(';') ? lines[0]!.split(';').map((l) => l.trim()).filter(Boolean) : lines;
  const points: MarkPoint[] = [];
  for (const raw of flat) {
    const line = raw.replace(BULLET, '');
    if (IGNORED.test(line)) continue;
    const previous = points.at(-1);
    if (ALTERNATIVE.test(line) && previous) {
      const rest = line.replace(ALTERNATIVE, '').trim();
      if (rest) previous.alternatives.push(...rest.split(/\s+\/\s+|\s+OR\s+|,\s*/).map((a) => a.trim()).filter(Boolean));
      continue;
    }
    if (line) points.push(pointOf(line));
  }
  return points.filter((p) => p.text !== '');
}

/** Splits a mark scheme into questions and parts, each with its answer and mark points. */
export function parseMarkScheme(text: string): ParsedMarkScheme {
  const items: SchemeItem[] = leaves(segment(text)).map((item) => ({ ...item, answer: item.text, points: markPoints(item.text) }));
  return { items, totalMarks: sum(items.map((i) => i.marks ?? sum(i.points.map((p) => p.marks)))) };
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
