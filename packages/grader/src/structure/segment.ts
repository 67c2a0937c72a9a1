import { formatLabel, formatPart, isRoman, nextPartPath } from './labels.js';

/** One labelled piece of a paper: a whole question, a part or a sub-part, with the text under its label. */
export interface Segment {
  question: string;
  parts: string[];
  text: string;
  topic?: string;
}

export interface SegmentOptions {
  /** Extra words that may introduce a question number, e.g. "Answer" on answer sheets. */
  prefixes?: string[];
  /** Keep lines that hold only a number (answer sheets: "12" may be an answer, not a page number). */
  keepBareNumbers?: boolean;
}

/** Page numbers and running footers: never a question, and never part of one. */
const PAGE_FURNITURE = /^\s*(?:page\s+\d+(?:\s+of\s+\d+)?|[-–]\s*\d+\s*[-–]|\d+|\d+\s*\/\s*\d+|turn over\.?|please turn over\.?|end of (?:questions|paper)\.?)\s*$/i;
const TOPIC_LINE = /^\s*\[?\s*topics?\s*[:\-–]\s*(.+?)\s*\]?\s*$/i;
const PART_TOKEN = /^\s*\(([a-z]{1,4})\)\s*/i;
const BARE_PART = /^\s*([a-h])[.)]\s+/i;

function readParts(rest: string, current: string[]): { parts: string[]; rest: string } | undefined {
  let parts = current;
  let found = false;
  let text = rest;
  for (;;) {
    const m = PART_TOKEN.exec(text) ?? (found ? undefined : BARE_PART.exec(text));
    if (!m) break;
    const token = (m[1] ?? '').toLowerCase();
    if (token.length > 1 && !isRoman(token)) break;
    parts = found && parts.length === 1 && isRoman(token) && parts[0] !== undefined ? [parts[0], token] : nextPartPath(found ? parts : current, token);
    found = true;
    text = text.slice(m[0].length);
  }
  return found ? { parts, rest: text } : undefined;
}

/**
 * Splits a paper into labelled segments. Recognised labels: "Question 1", "Q1", "1.", "1)", "1(a)(ii)",
 * "1a", a bare number that continues the numbering, and parts "(a)", "a)", "(ii)" at the start of a line.
 */
export function segment(text: string, options: SegmentOptions = {}): Segment[] {
  // Words and "Q" may have a space before the number ("Question 1", "Q 2"); other single letters must not
  // ("A1", "A.2"), so "a 5 kg mass" is not taken for answer 5.
  const prefixes = ['question', 'q', ...(options.prefixes ?? [])].map((p) => {
    const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return p.length === 1 && p !== 'q' ? `${escaped}\\.?(?=\\d)` : `${escaped}\\.?\\s*`;
  });
  const prefixed = new RegExp(`^\\s*(?:${prefixes.join('|')})(\\d{1,3})\\b\\s*[.:)\\-–]?\\s*`, 'i');
  const numbered = /^\s*(\d{1,3})(?:\s*([.)])\s*|(?=\s*\()|([a-h])(?=[\s.)])[.)]?\s*|\s+(?=[A-Z(])|\s+(?=([a-z])))/;
  const lines = text.split(/\r?\n/);
  const segments: Segment[] = [];
  let current: Segment | undefined;
  let lastNumber = 0;
  // A "Topic:" line before a question is a heading: it names the topic of every question under it, up to the
  // next heading, so a later question never falls back to its own words as its topic.
  let headingTopic: string | undefined;
  const topics = new Map<string, string>();

  const open = (question: string, parts: string[], rest: string) => {
    current = { question, parts, text: rest.trim() };
    const topic = topics.get(question) ?? headingTopic;
    if (topic) {
      current.topic = topic;
      topics.set(question, topic);
    }
    segments.push(current);
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || (PAGE_FURNITURE.test(line) && !(options.keepBareNumbers && /^\s*\d+\s*$/.test(line)))) {
      if (current) current.text += '\n';
      continue;
    }
    const topic = TOPIC_LINE.exec(line);
    if (topic?.[1]) {
      const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
      const startsQuestion = prefixed.test(next) || numbered.test(next);
      if (current && !startsQuestion) {
        current.topic = topic[1];
        if (!topics.has(current.question)) topics.set(current.question, topic[1]);
      } else {
        headingTopic = topic[1];
        // A heading before a numbered part of the open question ("1(b)") names that part and those after it.
        if (current) topics.delete(current.question);
      }
      continue;
    }
    const pre = prefixed.exec(line);
    if (pre?.[1]) {
      const question = String(Number(pre[1]));
      lastNumber = Number(pre[1]);
      const rest = line.slice(pre[0].length);
      const parts = readParts(rest, []);
      open(question, parts?.parts ?? [], parts?.rest ?? rest);
      continue;
    }
    const num = numbered.exec(line);
    if (num?.[1]) {
      const n = Number(num[1]);
      const rest = line.slice(num[0].length);
      const inline = num[3] ? [num[3].toLowerCase()] : [];
      const parts = readParts(rest, inline);
      // A number before a lower-case word only starts a question when it is the very next number.
      const next = n > lastNumber && n <= (num[4] ? lastNumber + 1 : lastNumber + 3);
      const sameWithPart = n === lastNumber && (parts !== undefined || inline.length > 0);
      if (next || sameWithPart) {
        lastNumber = n;
        open(String(n), parts?.parts ?? inline, parts?.rest ?? rest);
        continue;
      }
    }
    if (current) {
      const parts = readParts(line, current.parts);
      if (parts) {
        open(current.question, parts.parts, parts.rest);
        continue;
      }
      current.text += (current.text && !current.text.endsWith('\n') ? '\n' : '') + line.trim();
    }
  }
  for (const s of segments) s.text = s.text.replace(/\n{2,}/g, '\n').trim();
  return segments;
}

export function segmentLabel(s: Segment): string {
  return formatLabel(s.question, s.parts);
}

export function segmentPart(s: Segment): string {
  return formatPart(s.parts);
}
