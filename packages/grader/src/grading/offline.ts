import { contentWords, quantities, sameQuantity, tokenize } from '../nlp/text.js';
import { FEATURE_NAMES } from './features.js';
import { judge } from './model.js';
import { applyMarkCalibration, loadMarkCalibration, softRecall, type CalibrationInput } from './mark-calibration.js';
import type { MarkPoint } from '../structure/mark-points.js';
import { marksOnScale } from './whole-marks.js';
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

/**
 * Whether the answer writes one of the point's wordings word for word (two words or more), not negated: a point
 * written out in full is made, however long it is ("5x - 3x = 8 + 2" in a line of working).
 */
function writesVerbatim(answer: string, wordings: readonly string[]): boolean {
  const ans = ` ${normalise(answer)} `;
  return wordings.some((wording) => {
    const ref = normalise(wording);
    if (ref.split(' ').length < 2) return false;
    const at = ans.indexOf(` ${ref} `);
    return at >= 0 && !/\b(?:not|no|never|nt|n't|cannot)\s*$/.test(ans.slice(0, at));
  });
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

/** The clauses of a reference worth several marks: each one an implicit mark point ("A. B; C"). */
function clauses(reference: string): string[] {
  return reference
    .split(/(?<=[.;!?])\s+|\n+/)
    .map((c) => c.trim())
    .filter((c) => contentWords(c).length >= 2);
}

/**
 * The share of a reference (with the wordings also accepted) worth `available` marks that the answer meets:
 * the probability that the whole reference is met, or, when it is higher, the share of the reference's
 * clauses the answer meets. `decided` when an exact or numeric comparison settled it.
 */
export function contentShare(answer: string, references: readonly string[], question: string, available: number) {
  const [main = '', ...alternatives] = references;
  const whole = judgePoint(answer, main, alternatives, question, false);
  const decided = whole.probability === 0 || whole.probability === 1;
  /**
   * The most a calibrated share may give: one clause's worth beyond the clauses met, for a reference of three
   * clauses or more (a list of points, as a mark scheme writes them); 1 otherwise. (Two-clause references
   * are mostly model answers in two sentences: capping them too cost 0.02 of RMSE on graded data.)
   */
  let ceiling = 1;
  if (available < 2 || whole.probability >= 0.95) return { share: whole.probability, verdict: whole.verdict, decided, ceiling };
  const parts = clauses(main);
  if (parts.length < 2) return { share: whole.probability, verdict: whole.verdict, decided, ceiling };
  const met = parts.filter((c) => judgePoint(answer, c, [], question, true).probability >= MET).length;
  if (parts.length >= 3) ceiling = Math.min(1, (met + 1) / parts.length);
  return { share: Math.max(whole.probability, met / parts.length), verdict: whole.verdict, decided, ceiling };
}

const RECALL = FEATURE_NAMES.indexOf('recall');
const QUESTION_OVERLAP = FEATURE_NAMES.indexOf('question_overlap');
const NO_CONTENT = FEATURE_NAMES.indexOf('no_content');
const DONT_KNOW = FEATURE_NAMES.indexOf('dont_know');
/**
 * An answer that shares no word with the reference or the question, stands for little of the reference's
 * meaning (unrelated sentences reach a soft recall of 0.1 to 0.19 by the loose closeness of any two words'
 * vectors) and that the grader gives almost no chance (unrelated sentences sit at 0.05 to 0.1) is off the
 * topic. On the graded data this takes 15 of 1,142 answers, five of them marked 0; at 0.05 the grader let
 * "Plants need soil to grow" (to a question on photosynthesis) through, and at 0.1 it took 42 answers and
 * cost 0.03 of RMSE.
 */
const OFF_TOPIC_RECALL = 0.2;
const OFF_TOPIC_PROBABILITY = 0.06;

/**
 * What the mark calibration reads of an answer, or null when the answer does not engage with the question:
 * no content, "I don't know", or off the topic (below). Such an answer keeps the grader's own share, near
 * nothing, instead of the level markers give to weak attempts at the question (on the graded data, even the
 * weakest attempts averaged 2.5 marks in 5).
 */
export function calibrationInput(answer: string, references: readonly string[], question: string): CalibrationInput | null {
  const { probability, features } = judge(answer, references, question);
  if ((features[NO_CONTENT] ?? 0) > 0 || (features[DONT_KNOW] ?? 0) > 0) return null;
  const recall = softRecall(answer, references, question);
  const sharesWords = (features[RECALL] ?? 0) > 0 || (features[QUESTION_OVERLAP] ?? 0) > 0;
  const offTopic = !sharesWords && recall < OFF_TOPIC_RECALL && probability < OFF_TOPIC_PROBABILITY;
  return offTopic ? null : { softRecall: recall, probability };
}

/**
 * Marks an answer against one reference worth `available` marks. Worth one mark, the share is the
 * probability that the answer meets the reference. Worth several, the answer's soft recall of the reference
 * and the grader's probability go through the mark calibration (`mark-calibration.ts`), so the share is what
 * the question's markers would give rather than the share of the reference's words the answer covers; an
 * exact or numeric match or mismatch keeps its full or no marks, an answer that does not engage with the
 * question keeps the grader's own share, and with a reference of three clauses or more the calibration gives at
 * most one clause's worth beyond the clauses the answer meets. Returns the share of the marks (0 to 1).
 */
export function referenceShare(answer: string, references: readonly string[], question: string, available: number, calibration = loadMarkCalibration()) {
  const content = contentShare(answer, references, question, available);
  if (available < 2 || !calibration || content.decided) return { share: content.share, verdict: content.verdict };
  const input = calibrationInput(answer, references, question);
  // A reference of three clauses or more reads as mark points: the markers' level lifts an answer by at most
  // one point beyond those it makes.
  const calibrated = input ? Math.max(content.share, Math.min(content.ceiling, applyMarkCalibration(calibration, input))) : content.share;
  return { share: calibrated, verdict: content.verdict };
}

/**
 * Whether the answer gives a wording the scheme rejects for the point rather than one it accepts: an exact
 * rejected wording, or one the answer meets at least as well as the point itself.
 */
function givesRejected(answer: string, point: MarkPoint, question: string, pointProbability: number): boolean {
  if (!point.rejected?.length) return false;
  if ([point.text, ...point.alternatives].some((w) => exactMatch(answer, w) === 'match')) return false;
  return point.rejected.some((w) => exactMatch(answer, w) === 'match' || judgePoint(answer, w, [], question, false).probability >= Math.max(MET, pointProbability));
}

interface PointOutcome {
  point: MarkPoint;
  met: boolean;
  probability: number;
  contradicts: boolean;
  awarded: number;
  /** Why a met point earned nothing: its list's cap was reached, or an accuracy mark lacks its method mark. */
  withheld?: 'cap' | 'method';
}

/**
 * Awards each point's marks in the scheme's order: accuracy marks (A) only with the method mark (M) before
 * them, each list ("any two from", "max N") up to its cap, and the whole up to the marks available.
 */
function awardPoints(outcomes: PointOutcome[], available: number): void {
  const used = new Map<number, number>();
  let total = 0;
  let methodEarned = true;
  for (const o of outcomes) {
    let marks = o.awarded;
    if (o.point.kind === 'A' && !methodEarned && marks > 0) {
      marks = 0;
      o.withheld = 'method';
    }
    if (o.point.kind === 'M') methodEarned = o.met;
    if (o.point.group && marks > 0) {
      const left = o.point.group.max - (used.get(o.point.group.id) ?? 0);
      if (marks > left) o.withheld = 'cap';
      marks = Math.max(0, Math.min(marks, left));
      used.set(o.point.group.id, (used.get(o.point.group.id) ?? 0) + marks);
    }
    if (marks > available - total) o.withheld = 'cap';
    marks = Math.max(0, Math.min(marks, available - total));
    o.awarded = marks;
    total += marks;
  }
}

/** The analysis, written from the marks awarded: every point under 'Credit for' earned marks; every one missed is under 'Missing'. */
function analysisOf(outcomes: readonly PointOutcome[], marks: number, available: number, contradicted: boolean): string {
  const out: string[] = [];
  const full = outcomes.filter((o) => o.awarded > 0 && o.awarded >= o.point.marks);
  const partly = outcomes.filter((o) => o.awarded > 0 && o.awarded < o.point.marks);
  const missed = outcomes.filter((o) => !o.met && o.awarded === 0);
  const capped = outcomes.filter((o) => o.withheld === 'cap' && o.awarded === 0);
  const noMethod = outcomes.filter((o) => o.withheld === 'method');
  if (full.length) out.push(`Credit for: ${list(full.map((o) => o.point.text))}.`);
  if (partly.length) out.push(`Partly credited: ${partly.map((o) => `"${o.point.text}" (${o.awarded} of ${o.point.marks} marks)`).join('; ')}.`);
  if (noMethod.length) out.push(`Not credited without the method mark before it: ${list(noMethod.map((o) => o.point.text))}.`);
  if (capped.length) out.push(`Also made, beyond the marks available: ${list(capped.map((o) => o.point.text))}.`);
  if (contradicted && marks < available) out.push('Part of the answer contradicts the mark scheme; check the direction or sign of the statement.');
  if (missed.length && marks < available) out.push(`Missing: ${list(missed.map((o) => o.point.text))}.`);
  if (marks >= available && !out.length) out.push('Fully correct.');
  return out.join(' ');
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
      evidence: task.points.map((p) => ({ point: p.text, met: false, confidence: 1, marks: 0 })),
      analysis: `No answer was given.${missing.length ? ` The mark scheme expected: ${list(missing)}.` : task.reference ? ` Expected: "${task.reference}".` : ''}`,
    };
  }
  if (task.points.length === 0 && !task.reference) return gradeWithoutScheme(task);

  const single = task.points.length <= 1;
  const points: MarkPoint[] = task.points.length ? task.points : [{ text: task.reference ?? '', alternatives: [], marks: available }];
  const outcomes: PointOutcome[] = points.map((point) => {
    if (single) {
      // One reference worth several marks earns partial credit for the share of it the answer meets.
      const { share, verdict } = referenceShare(task.answer, [point.text, ...point.alternatives], task.questionText, available);
      const rejected = givesRejected(task.answer, point, task.questionText, share);
      const probability = rejected ? Math.min(share, MET - 0.01) : share;
      const awarded = rejected ? 0 : available > 1 ? (share >= 0.95 ? available : marksOnScale(share, available)) : probability >= MET ? available : 0;
      return { point: { ...point, marks: available }, met: probability >= MET, probability, contradicts: verdict === 'contradictory', awarded };
    }
    const verbatim = writesVerbatim(task.answer, [point.text, ...point.alternatives]);
    const j = verbatim ? { probability: 1, verdict: 'correct' as const } : judgePoint(task.answer, point.text, point.alternatives, task.questionText, true);
    const probability = givesRejected(task.answer, point, task.questionText, j.probability) ? Math.min(j.probability, MET - 0.01) : j.probability;
    const met = probability >= MET;
    return { point, met, probability, contradicts: j.verdict === 'contradictory', awarded: met ? point.marks : 0 };
  });
  awardPoints(outcomes, available);
  const marks = outcomes.reduce((t, o) => t + o.awarded, 0);
  const contradicted = outcomes.some((o) => o.contradicts);
  const evidence: PointEvidence[] = outcomes.map((o) => ({
    point: o.point.text,
    met: o.met,
    confidence: Math.round((o.met ? o.probability : 1 - o.probability) * 100) / 100,
    marks: o.awarded,
  }));
  const verdict: TaskGrade['verdict'] = marks >= available ? 'correct' : marks > 0 ? 'partial' : contradicted ? 'contradictory' : 'incorrect';
  return { label: task.label, marks, available, verdict, evidence, analysis: analysisOf(outcomes, marks, available, contradicted) };
}

/** The built-in grader: no network, the shipped model and WordNet data only. */
export function createOfflineProvider(): GradingProvider {
  return {
    name: 'offline',
    grade: async (tasks) => tasks.map(gradeTask),
  };
}
