/** Totals (e.g. "[Total: 6]", "Total for Question 2 = 6 marks") are not a part's marks: strip them first. */
const TOTAL = /\[?\(?\s*total(?:\s+for\s+question\s+\d+)?\s*[:=]?\s*\d+\s*(?:marks?)?\s*\)?\]?/gi;

const MARK_PATTERNS: RegExp[] = [
  /\[\s*(\d{1,3})\s*(?:marks?)?\s*\]/gi, // [3] or [3 marks]
  /\(\s*(\d{1,3})\s*marks?\s*\)/gi, // (3 marks)
  /\b(\d{1,3})\s*marks?\b/gi, // 3 marks
  /(?:^|\s)\/\s*(\d{1,3})\s*$/gm, // /3 at the end of a line
];

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
