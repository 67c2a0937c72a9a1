/** Totals (e.g. "[Total: 6]", "Total for Question 2 = 6 marks") are not a part's marks: strip them first. */
const TOTAL = /\[?\(?\s*total(?:\s+for\s+question\s+\d+)?\s*[:=]?\s*\d+\s*(?:marks?|points?|pts?)?\s*\)?\]?/gi;

const MARK_PATTERNS: RegExp[] = [
  /\[\s*(\d{1,3})\s*(?:marks?)?\s*\]/gi, // [3] or [3 marks]
  /\(\s*(\d{1,3})\s*marks?\s*\)/gi, // (3 marks)
  /\b(\d{1,3})\s*marks?\b/gi, // 3 marks
  /(?:^|\s)\/\s*(\d{1,3})\s*$/gm, // /3 at the end of a line
];

/**
 * A total written on a scheme: "Total: 6 marks", "[Total 20]", "(Total for question 3 = 6 marks)", "Total marks
 * for paper: 40". Only in brackets, at the start of a line or followed by "marks", so "the total resistance is 6"
 * or "total = 6 ohms" in an answer is not one.
 */
const TOTAL_WORDS = String.raw`(?:overall\s+)?total(?:\s+marks?)?(?:\s+(?:for|of|on)\s+(?:the\s+)?(?<what>question|q\.?|paper|exam|test|section|part)\s*(?:\d{1,3}[a-z]?(?:\([a-z]+\))*)?)?\s*[:=\-–]?\s*`;
const WRITTEN_TOTAL = new RegExp(
  String.raw`[([]\s*${TOTAL_WORDS}(?<a>\d{1,3})\s*(?:marks?)?\s*[)\]]|(?:^|\n)[ \t]*${TOTAL_WORDS.replaceAll('<what>', '<what2>')}(?<b>\d{1,3})\b(?![.,]\d)|\b${TOTAL_WORDS.replaceAll('<what>', '<what3>')}(?<c>\d{1,3})\s*marks?\b`,
  'gi',
);

export interface WrittenTotal {
  marks: number;
  /** The total of the paper ("for paper", "overall") rather than of one question. */
  paper: boolean;
  /** Names its question ("Total for question 3 = 6"). */
  question: boolean;
  /** Where it stands in the text. */
  index: number;
}

/** The totals written in a text, in order. */
export function writtenTotals(text: string): WrittenTotal[] {
  return [...text.matchAll(WRITTEN_TOTAL)].map((m) => {
    const what = m.groups?.what ?? m.groups?.what2 ?? m.groups?.what3 ?? '';
    const marks = Number(m.groups?.a ?? m.groups?.b ?? m.groups?.c);
    return { marks, question: /^q/i.test(what), paper: /^(?:paper|exam|test)$/i.test(what) || /^\W*overall/i.test(m[0]), index: m.index };
  });
}

/**
 * The total a scheme states: the paper's total when it is given, else the last total when it is the sum of the
 * questions' totals before it, else the questions' totals summed.
 */
export function statedTotalOf(text: string): number | undefined {
  const totals = writtenTotals(text);
  if (totals.length === 0) return undefined;
  const paper = totals.filter((t) => t.paper).at(-1);
  if (paper) return paper.marks;
  const last = totals.at(-1)!.marks;
  const before = totals.slice(0, -1).reduce((sum, t) => sum + t.marks, 0);
  if (totals.length > 2 && !totals.at(-1)!.question && last === before) return last;
  return before + last;
}

/**
 * Marks stated for a whole question at the head of its text, before its points: "(2 marks):", "- 2 marks",
 * "[2]", "Max 2 marks". `max` when written as a maximum, which caps the points below it.
 */
const HEAD_MARKS = /^\s*[-–:]?\s*(?:[([]\s*(?<bracketed>\d{1,3})\s*(?:marks?|points?|pts?)\s*[)\]]|\[\s*(?<square>\d{1,3})\s*\]|(?<plain>\d{1,3})\s*(?:marks?|points?|pts?)\b|(?<max>max(?:imum)?\.?)\s*(?<capped>\d{1,2})\s*(?:marks?)?\b)\s*[:.\-–]?[ \t]*/i;

/**
 * Marks stated for a whole question after its points, with no point of their own: "A (1) B (1)   [2 marks]",
 * or "[2 marks]" on a line below points that carry their own marks.
 */
const TRAILING_MARKS = /(?<=(?:[([]\s*\d{1,3}\s*(?:marks?)?\s*[)\]]|\b[MAB]\d)[\s.;,]*)(?:[([]\s*(?<bracketed>\d{1,3})\s*marks?\s*[)\]]|\[\s*(?<square>\d{1,3})\s*\]|(?<plain>\d{1,3})\s*marks?)\s*\.?\s*$/i;

/** A levels-of-response band: "Level 3 (5-6 marks)", "Level 2: 3–4 marks", "Band 1 [1 to 2 marks]". */
const LEVEL_BAND = /^\s*(?:level|band)\s+\d\b\s*[([:\-–]?\s*(?:\d{1,2}\s*(?:[-–]|to)\s*)?(\d{1,2})\s*marks?/gim;

/** The top of a levels-of-response scheme's bands: the marks the answer is worth. */
export function levelsTop(text: string): number | undefined {
  const tops = [...text.matchAll(LEVEL_BAND)].map((m) => Number(m[1]));
  return tops.length ? Math.max(...tops) : undefined;
}

/** A question's title line with its marks, above its points: "Short response (2 points)", "Essay - 6 marks". */
const TITLE_MARKS = /^\s*[A-Z][\w'-]*(?:\s+[\w'-]+){0,3}\s*[-–:]?\s*[([]?\s*(?<marks>\d{1,2})\s*(?:marks?|points?|pts?)\s*[)\]]?\s*:?[ \t]*(?=\n)/;

/** "Marks: 2" on a line of its own below a question's points. */
const MARKS_LINE = /\n\s*marks?\s*(?:available|awarded)?\s*[:=\-–]\s*(\d{1,3})\s*$/i;

export interface StatedMarks {
  marks: number;
  /** Written as a maximum ("Max 2 marks"): a cap on the points. */
  max: boolean;
  /** The text without the stated marks. */
  text: string;
}

/** The marks a scheme states for a whole question, at its head or after its points; undefined when none. */
export function statedMarksOf(text: string): StatedMarks | undefined {
  const titled = TITLE_MARKS.exec(text);
  if (titled?.groups && /\n\s*\S/.test(text.slice(titled[0].length))) {
    return { marks: Number(titled.groups.marks), max: false, text: text.slice(titled[0].length) };
  }
  const head = HEAD_MARKS.exec(text);
  if (head?.groups) {
    const g = head.groups;
    return { marks: Number(g.bracketed ?? g.square ?? g.plain ?? g.capped), max: g.max !== undefined, text: text.slice(head[0].length) };
  }
  const line = MARKS_LINE.exec(text);
  if (line?.[1]) return { marks: Number(line[1]), max: false, text: text.slice(0, line.index) };
  const trail = TRAILING_MARKS.exec(text);
  if (trail?.groups) {
    const g = trail.groups;
    return { marks: Number(g.bracketed ?? g.square ?? g.plain), max: false, text: text.slice(0, trail.index) };
  }
  return undefined;
}

export interface MarksFound {
  marks?: number;
  text: string;
}

export function stripTotals(text: string): string {
  return text.replace(TOTAL, ' ');
}

/** How many marks notations ("[1]", "(2 marks)", "3 marks", "/3") a text holds. */
export function countMarks(text: string): number {
  return MARK_PATTERNS.reduce((n, pattern) => n + [...stripTotals(text).matchAll(pattern)].length, 0);
}

/** Finds a part's available marks in its text and returns the text without the marks notation. */
export function takeMarks(text: string): MarksFound {
  let rest = stripTotals(text);
  let best: { index: number; marks: number } | undefined;
  for (const pattern of MARK_PATTERNS) {
    for (const match of rest.matchAll(pattern)) {
      const marks = Number(match[1]);
      if (!best || match.index > best.index) best = { index: match.index, marks };
    }
  }
  if (best === undefined) return { text: rest.trim() };
  for (const pattern of MARK_PATTERNS) rest = rest.replace(pattern, ' ');
  return { marks: best.marks, text: rest.replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').trim() };
}
