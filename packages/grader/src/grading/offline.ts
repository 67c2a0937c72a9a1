import { contentWords, quantities, sameQuantity, tokenize } from '../nlp/text.js';
import { FEATURE_NAMES } from './features.js';
import { judge } from './model.js';
import type { GradingProvider, MarkingTask, PointEvidence, TaskGrade } from './types.js';

const normalise = (s: string) => tokenize(s).join(' ');

/**
 * A short reference (a word, a number with its unit) is decided exactly or numerically before any model:
 * 'match' or 'mismatch' when the reference is a quantity, 'unknown' when the model has to judge.
 */
function exactMatch(answer: string, reference: string): 'match' | 'mismatch' | 'unknown' {
  const ref = normalise(reference);
  if (ref === '') return 'unknown';
  const ans = normalise(answer);
  if (ans === ref || (ref.split(' ').length <= 3 && ` ${ans} `.includes(` ${ref} `))) return 'match';
  const refQ = quantities(reference);
  if (refQ.length === 1 && contentWords(reference.replace(/[\d.,]+/g, '')).length <= 2) {
    const r = refQ[0]!;
    return quantities(answer).some((a) => sameQuantity(a, r)) ? 'match' : 'mismatch';
  }
  return 'unknown';
}

function sentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?;])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  return parts.length > 1 ? [text, ...parts] : [text];
}

/** Share of a mark point's own key words (those not already in the question) an answer must cover to earn it. */
const POINT_COVERAGE = 0.6;
const MET = 0.5;
const RECALL_NEW = FEATURE_NAMES.indexOf('recall_new');
const CONTRADICTION = FEATURE_NAMES.indexOf('aligned_contradiction');

/**
 * Judges one mark point (with the wordings the scheme also accepts) against the answer and each of its
 * sentences. A point among several must also have most of its key words covered: a mark point names
 * specific content, and sharing one word with it is not enough.
 */
function judgePoint(answer: string, point: string, alternatives: readonly string[], question: string, strict: boolean) {
  const wordings = [point, ...alternatives];
  const exact = wordings.map((w) => exactMatch(answer, w));
  if (exact.includes('match')) return { probability: 1, verdict: 'correct' as const };
  if (exact.every((e) => e === 'mismatch')) return { probability: 0, verdict: 'incorrect' as const };
  let best = { probability: 0, verdict: 'incorrect' as 'correct' | 'contradictory' | 'incorrect' };
  for (const piece of sentences(answer)) {
    const j = judge(piece, wordings, question);
    const covered = !strict || (j.features[RECALL_NEW] ?? 0) >= POINT_COVERAGE;
    // Saying the opposite of the point (a shared word negated, or swapped for its antonym) never earns it.
    const contradicts = (j.features[CONTRADICTION] ?? 0) >= 1;
    const probability = covered && !contradicts ? j.probability : Math.min(j.probability, MET - 0.01);
    const verdict = contradicts ? 'contradictory' : covered ? j.verdict : 'incorrect';
    if (probability > best.probability || (contradicts && best.verdict !== 'correct')) best = { probability: Math.max(probability, best.probability), verdict };
    if (j.verdict === 'contradictory' && best.verdict !== 'correct') best.verdict = 'contradictory';
  }
  return best;
}

function list(points: string[]): string {
  return points.map((p) => `"${p}"`).join('; ');
}

/** Marks without a mark scheme: an answer earns credit for relevant new content, up to the marks available. */
function gradeWithoutScheme(task: MarkingTask): TaskGrade {
  const questionStems = new Set(contentWords(task.questionText).map((w) => w.stem));
  const words = contentWords(task.answer);
  const fresh = new Set(words.filter((w) => !questionStems.has(w.stem)).map((w) => w.stem));
  const onTopic = words.some((w) => questionStems.has(w.stem)) || questionStems.size === 0;
  const share = Math.min(1, fresh.size / (4 * Math.max(1, task.marks))) * (onTopic ? 1 : 0.5);
  const marks = Math.round(share * task.marks);
  return {
    label: task.label,
    marks,
    available: task.marks,
    verdict: marks === task.marks ? 'correct' : marks > 0 ? 'partial' : 'incorrect',
    evidence: [],
    analysis: `No mark scheme was provided, so this mark is an estimate from the question alone. ${
      marks < task.marks ? 'Develop the answer with more specific points that address the question directly.' : 'The answer addresses the question with relevant detail.'
    }`,
  };
}

/** Marks one question or part against its mark scheme. */
export function gradeTask(task: MarkingTask): TaskGrade {
  const available = task.marks;
  if (task.answer.trim() === '') {
    const missing = task.points.map((p) => p.text);
    return {
      label: task.label,
      marks: 0,
      available,
      verdict: 'unanswered',
      evidence: task.points.map((p) => ({ point: p.text, met: false, confidence: 1 })),
      analysis: `No answer was given.${missing.length ? ` The mark scheme expected: ${list(missing)}.` : task.reference ? ` Expected: "${task.reference}".` : ''}`,
    };
  }
  if (task.points.length === 0 && !task.reference) return gradeWithoutScheme(task);

  const points = task.points.length ? task.points : [{ text: task.reference ?? '', alternatives: [], marks: available }];
  const evidence: PointEvidence[] = [];
  let earned = 0;
  let contradicted = false;
  const single = points.length === 1;
  for (const point of points) {
    const j = judgePoint(task.answer, point.text, point.alternatives, task.questionText, !single);
    const met = j.probability >= MET;
    contradicted ||= j.verdict === 'contradictory';
    evidence.push({ point: point.text, met, confidence: Math.round((met ? j.probability : 1 - j.probability) * 100) / 100 });
    // One reference worth several marks earns partial credit in proportion to how well it is met.
    if (single && available > 1) earned += j.probability >= 0.95 ? available : Math.round(j.probability * available);
    else if (met) earned += point.marks;
  }
  const marks = Math.min(available, earned);
  const missed = evidence.filter((e) => !e.met).map((e) => e.point);
  const metPoints = evidence.filter((e) => e.met).map((e) => e.point);
  const verdict: TaskGrade['verdict'] = marks >= available ? 'correct' : marks > 0 ? 'partial' : contradicted ? 'contradictory' : 'incorrect';
  const sentencesOut: string[] = [];
  if (metPoints.length) sentencesOut.push(`Credit for: ${list(metPoints)}.`);
  if (contradicted && marks < available) sentencesOut.push('Part of the answer contradicts the mark scheme; check the direction or sign of the statement.');
  if (missed.length && marks < available) sentencesOut.push(`Missing: ${list(missed)}.`);
  if (marks >= available && !sentencesOut.length) sentencesOut.push('Fully correct.');
  return { label: task.label, marks, available, verdict, evidence, analysis: sentencesOut.join(' ') };
}

/** The built-in grader: no network, the shipped model and WordNet data only. */
export function createOfflineProvider(): GradingProvider {
  return {
    name: 'offline',
    grade: async (tasks) => tasks.map(gradeTask),
  };
}
