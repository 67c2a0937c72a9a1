import { describe, expect, it } from 'vitest';
import { markPoints } from '../structure/mark-points.js';
import { gradeTask } from './offline.js';
import type { MarkingTask, TaskGrade } from './types.js';

function task(scheme: string, answer: string, marks: number, questionText = ''): MarkingTask {
  return { label: '1', question: '1', part: '', questionText, marks, answer, points: markPoints(scheme) };
}

const HEADINGS = ['Credit for:', 'Partly credited:', 'Not credited without', 'Also made,', 'Part of the answer', 'Missing:'];

/** The quoted points in one section of the analysis ("Credit for:", "Missing:"), up to the next section. */
function listed(analysis: string, heading: string): string[] {
  const at = analysis.indexOf(heading);
  if (at < 0) return [];
  const ends = HEADINGS.map((h) => analysis.indexOf(h, at + 1)).filter((i) => i > at);
  const section = analysis.slice(at, ends.length ? Math.min(...ends) : undefined);
  return [...section.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** The analysis must say what the marks say: credited points earned marks, missing ones earned none. */
function expectAnalysisAgrees(grade: TaskGrade) {
  const earned = grade.evidence.filter((e) => (e.marks ?? 0) > 0).map((e) => e.point);
  const missing = grade.evidence.filter((e) => !e.met && (e.marks ?? 0) === 0).map((e) => e.point);
  expect(grade.evidence.reduce((t, e) => t + (e.marks ?? 0), 0)).toBe(grade.marks);
  expect([...listed(grade.analysis, 'Credit for:'), ...listed(grade.analysis, 'Partly credited:')].sort()).toEqual(earned.sort());
  if (grade.marks < grade.available) expect(listed(grade.analysis, 'Missing:').sort()).toEqual(missing.sort());
}

describe('marking against the boards\' conventions', () => {
  it('caps an "any two from" list and says the third point went beyond the marks', () => {
    const grade = gradeTask(task('any two from: the lungs; the kidneys; the skin', 'The lungs, the kidneys and the skin all excrete waste.', 2, 'Name two organs of excretion.'));
    expect(grade.marks).toBe(2);
    expect(grade.evidence.filter((e) => e.marks === 1)).toHaveLength(2);
    expect(grade.analysis).toContain('Also made, beyond the marks available: "the skin".');
    expectAnalysisAgrees(grade);
  });

  it('gives an accuracy mark only with its method mark', () => {
    const withMethod = gradeTask(task('3x = 12 M1\nx = 4 A1', '3x = 12 so x = 4', 2, 'Solve 3x + 2 = 14.'));
    expect(withMethod.marks).toBe(2);
    const answerOnly = gradeTask(task('3x = 12 M1\nx = 4 A1', 'x = 4', 2, 'Solve 3x + 2 = 14.'));
    expect(answerOnly.marks).toBe(0);
    expect(answerOnly.analysis).toContain('Not credited without the method mark before it: "x = 4".');
    expectAnalysisAgrees(withMethod);
    expectAnalysisAgrees(answerOnly);
  });

  it('does not credit a wording the scheme rejects', () => {
    const grade = (scheme: string, answer: string) => gradeTask(task(scheme, answer, 1, 'Why is a fuse fitted in a plug?')).marks;
    expect(grade('it protects the appliance (1)', 'It protects the user from harm')).toBe(1);
    expect(grade('it protects the appliance (1)\nreject: it protects the user', 'It protects the user from harm')).toBe(0);
    expect(grade('it protects the appliance (reject the user) (1)', 'it protects the user')).toBe(0);
    expect(grade('it protects the appliance (1)\nreject: it protects the user', 'It protects the appliance')).toBe(1);
  });

  it('lists under "Credit for" exactly the points that earned marks, and the rest under "Missing"', () => {
    const scheme = 'Site of aerobic respiration (1). Releases energy / produces ATP (1).';
    const answers = [
      'It is where aerobic respiration happens and it releases energy.',
      'It is where aerobic respiration happens.',
      'It produces ATP for the cell.',
      'It makes proteins.',
      'Photosynthesis.',
    ];
    const marks = answers.map((a) => {
      const grade = gradeTask(task(scheme, a, 2, 'What is the function of the mitochondria?'));
      expectAnalysisAgrees(grade);
      return grade.marks;
    });
    expect(marks[0]).toBe(2);
    expect(marks.slice(1, 3).every((m) => m === 1)).toBe(true);
    expect(marks.slice(3)).toEqual([0, 0]);
  });

  it('gives partial marks on a reference worth several marks when the answer makes part of it', () => {
    const reference = 'Light energy is absorbed by chlorophyll. Carbon dioxide and water react to make glucose. Oxygen is released as a by-product.';
    const scheme: MarkingTask = { label: '1', question: '1', part: '', questionText: 'Describe photosynthesis.', marks: 3, answer: '', reference, points: [] };
    const full = gradeTask({ ...scheme, answer: reference });
    const part = gradeTask({ ...scheme, answer: 'Chlorophyll absorbs the light energy.' });
    const none = gradeTask({ ...scheme, answer: 'Plants need soil to grow.' });
    expect(full.marks).toBe(3);
    expect(part.marks).toBeGreaterThan(0);
    expect(part.marks).toBeLessThan(3);
    expect(none.marks).toBe(0);
    for (const g of [full, part, none]) expectAnalysisAgrees(g);
  });
});
