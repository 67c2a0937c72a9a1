import { hasCap, markPoints, pointMarksCount, pointsTotal, type MarkPoint } from './mark-points.js';
import { countMarks, levelsTop, statedMarksOf, statedTotalOf, stripTotals, takeMarks, writtenTotals } from './marks.js';
import { readSchemeLayout } from './scheme-layout.js';
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
  /**
   * The marks the scheme states for this question or part as a whole ("Question 2 - 2 marks", "(2 marks):",
   * "Max 2 marks", "A (1) B (1) [2 marks]", "Total for question 2 = 2 marks"), apart from its points' own marks,
   * so a disagreement between the two can be shown. Undefined when it states none.
   */
  statedMarks?: number;
}

export interface ParsedMarkScheme {
  /** Each item's `marks` is undefined when no marks could be found for it (its points then count 1 each). */
  items: SchemeItem[];
  /** The items' marks, or their points' marks where none were found. */
  totalMarks: number;
  /**
   * A total written on the scheme ("Total: 6 marks", "[Total 20]", "Total for question 3 = 6"): the paper's
   * total when given once, else the questions' totals summed. Undefined when the scheme writes none.
   */
  statedTotal?: number;
}

function isPrefix(shorter: readonly string[], longer: readonly string[]): boolean {
  return shorter.length < longer.length && shorter.every((p, i) => longer[i] === p);
}

/** Keeps the leaf segments (those with no sub-parts) and carries the stem text and topic down to them. */
function leaves(segments: Segment[]): QuestionItem[] {
  return leafSegments(segments).map((l) => l.item);
}

/** The leaves with their raw text (marks notation kept), which a mark scheme's points are read from. */
function leafSegments(segments: Segment[]): { item: QuestionItem; raw: string; written: string }[] {
  const items: QuestionItem[] = [];
  const raws: string[] = [];
  const writtens: string[] = [];
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
      writtens[duplicate] = `${writtens[duplicate]!}\n${s.text}`;
    } else {
      items.push(item);
      raws.push(raw);
      writtens.push(s.text);
    }
  }
  return items.map((item, i) => ({ item, raw: raws[i]!, written: writtens[i]! }));
}

const sum = (values: (number | undefined)[]) => values.reduce<number>((t, v) => t + (v ?? 0), 0);

/** Splits a question paper into questions and parts with their marks and topics. */
export function parseQuestionPaper(text: string): ParsedPaper {
  const items = leaves(segment(text));
  return { items, totalMarks: sum(items.map((i) => i.marks)) };
}

/** One question or part of a mark scheme: its points, and its marks as stated or as its points give them. */
/**
 * A model answer written as prose, worth more than a mark: each sentence is a point ("Question 2 - 2 marks" then
 * "The fuse melts. This breaks the circuit."), the sentences sharing the marks when there are more of them.
 */
function sentencePoints(text: string, marks: number): MarkPoint[] | undefined {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[a-z0-9)][.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim().replace(/[.!?]$/, ''))
    .filter(Boolean);
  if (marks < 2 || sentences.length < 2) return undefined;
  const group = sentences.length > marks ? { id: 0, max: marks } : undefined;
  return sentences.map((text) => ({ text, alternatives: [], marks: 1, ...(group ? { group } : {}) }));
}

function schemeItem(item: QuestionItem, raw: string, ownTotal: number | undefined): SchemeItem {
  const levels = levelsTop(raw);
  const stated = levels === undefined ? statedMarksOf(raw) : { marks: levels, max: true, text: raw };
  let points = markPoints(stated?.text ?? raw);
  const prose = stated && points.length === 1 && pointMarksCount(stated.text) === 0 && !stated.text.includes(';');
  if (prose) points = sentencePoints(stated.text, stated.marks) ?? points;
  const { marks: _lineMarks, ...rest } = item;
  const scheme: SchemeItem = { ...rest, answer: item.text, points };
  const statedMarks = stated?.marks ?? ownTotal;
  if (stated && (stated.max || (pointMarksCount(stated.text) === 0 && points.length > stated.marks))) {
    // "Max 2 marks", or more points than marks: the points share the stated marks as a cap.
    const cap = { id: 0, max: stated.marks };
    for (const p of points) if (!p.group) p.group = cap;
  }
  if (statedMarks !== undefined) {
    scheme.statedMarks = statedMarks;
    scheme.marks = statedMarks;
  } else if (countMarks(raw) > 1 || pointMarksCount(raw) > 1 || hasCap(raw)) {
    // Marks written beside the points ("X [1]", "Y (1)", "M1") are the points' marks, not the part's.
    scheme.marks = pointsTotal(points);
  } else if (item.marks !== undefined) scheme.marks = item.marks;
  else if (pointMarksCount(raw) === 1) scheme.marks = pointsTotal(points);
  return scheme;
}

/** Splits a mark scheme into questions and parts, each with its answer and mark points. */
export function parseMarkScheme(text: string): ParsedMarkScheme {
  const leaves = leafSegments(segment(readSchemeLayout(text)));
  // Totals written in several questions are each question's own ("[Total: 6]" closing each); one alone is the
  // paper's. A question's own total is its item's stated marks only when the question has no parts.
  const totalsIn = leaves.map(({ written }) => writtenTotals(written).filter((t) => !t.paper));
  const perQuestion = totalsIn.filter((t) => t.length > 0).length > 1;
  const items = leaves.map(({ item, raw }, i) => {
    const alone = leaves.filter((l) => l.item.question === item.question).length === 1;
    return schemeItem(item, raw, perQuestion && alone ? totalsIn[i]![0]?.marks : undefined);
  });
  const parsed: ParsedMarkScheme = { items, totalMarks: sum(items.map((i) => i.marks ?? pointsTotal(i.points))) };
  const statedTotal = statedTotalOf(text);
  if (statedTotal !== undefined) parsed.statedTotal = statedTotal;
  return parsed;
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
