import { BANK, saying, type TopicName } from './bank.js';
import type { Page, Row } from './render.js';

/** One question or part of a layout, with what the grader should read and the three answers to it. */
export interface LayoutQuestion {
  /** The label the grader gives it: "1", "2(b)", "1(a)(ii)". */
  label: string;
  marks: number;
  /** How many mark points the scheme lists for it. */
  points: number;
  /** A near-verbatim answer: the scheme's points (or accepted wordings) written as a sentence. */
  full: string;
  /** An answer that makes some of the points; the wrong answer when the question is worth one mark. */
  partial?: string;
  wrong: string;
}

/** A mark-scheme layout as a school, a board or a textbook writes it, and what reading it should give. */
export interface Layout {
  id: string;
  /** Who writes schemes this way and what the layout shows. */
  convention: string;
  scheme: Page[];
  /** A question paper, when the layout's scheme does not say what was asked. */
  paper?: Page[];
  questions: LayoutQuestion[];
  /** The total written on the scheme, when it writes one. */
  statedTotal?: number;
  /** Also read as an image-only scan through text recognition. */
  scan?: boolean;
  /** Kept apart while the reader was changed: its results were looked at only at the end. */
  heldOut?: boolean;
}

/**
 * A question on a topic of the bank worth `marks`, whose scheme lists its first `listed` points (the marks by
 * default); the full answer makes the first `marks` points, in the wordings given (the scheme's by default).
 */
export function ask(label: string, marks: number, topic: TopicName, options: { listed?: number; wordings?: string[] } = {}): LayoutQuestion {
  const t = BANK[topic];
  const said = options.wordings ?? t.points.slice(0, marks);
  const question: LayoutQuestion = { label, marks, points: options.listed ?? marks, full: saying(said), wrong: t.wrong };
  if (marks >= 2) question.partial = saying(said.slice(0, 1));
  return question;
}

export const points = (topic: TopicName, count = 3): string[] => BANK[topic].points.slice(0, count);
export const accepted = (topic: TopicName, index: number): string => BANK[topic].accept[index] ?? BANK[topic].points[index]!;
export const rejected = (topic: TopicName): string => BANK[topic].reject;
export const asked = (topic: TopicName): string => BANK[topic].question;
/** A sentence with its first letter capitalised and a full stop. */
export const sentence = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}.`;

/** A question paper of the questions on the given topics, with their marks in brackets at the line end. */
export function paperOf(title: string, questions: [label: string, topic: TopicName | string, marks: number][]): Page[] {
  const rows: Row[] = [{ heading: title }];
  for (const [label, topic, marks] of questions) {
    const wording = topic in BANK ? asked(topic as TopicName) : topic;
    rows.push(`${label} ${wording} [${marks}]`, { gap: 6 });
  }
  return [{ rows }];
}
