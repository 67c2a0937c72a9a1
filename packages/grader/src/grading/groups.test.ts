import { describe, expect, it } from 'vitest';
import { answerSpace } from './answer-space.js';
import { groupAnswers } from './groups.js';
import { calibrate, learnFromTeacher } from './teacher-marks.js';

const ANSWERS = [
  'The circuit is closed.', // 0
  'the circuit is closed', // 1
  'The circuit is closed!', // 2
  'Because the switch closes the circuit', // 3
  'The switch closes the circuit so current flows', // 4
  'The bulb is broken.', // 5
  'the bulb is broken', // 6
  'The circuit is not closed.', // 7
  'I do not know', // 8
];

describe('answer groups', () => {
  const space = answerSpace(ANSWERS);
  const groups = groupAnswers(space);
  const groupOf = (i: number) => groups.find((g) => g.members.includes(i))!;

  it('puts near-identical answers in one group, largest first, with a representative among them', () => {
    expect(groupOf(0).members.sort()).toEqual(expect.arrayContaining([0, 1, 2]));
    expect(groups[0]!.members.length).toBeGreaterThanOrEqual(3);
    for (const g of groups) expect(g.members[0]).toBe(g.representative);
    expect(groupOf(5)).toBe(groupOf(6));
    expect(groupOf(5).kind).toBe('identical');
  });

  it('groups answers that say the same thing in other words, and keeps negated and unrelated answers apart', () => {
    expect(groupOf(3)).toBe(groupOf(4));
    expect(groupOf(3).kind).toBe('similar');
    expect(groupOf(7)).not.toBe(groupOf(0));
    expect(groupOf(8)).not.toBe(groupOf(0));
    expect(groupOf(5)).not.toBe(groupOf(0));
    expect(groups.flatMap((g) => g.members).sort((a, b) => a - b)).toEqual(ANSWERS.map((_a, i) => i));
  });
});

describe('paraphrases', () => {
  it('keeps an answer that reorders the same words in its group', () => {
    const answers = [
      'The plant absorbs carbon dioxide and uses energy from light to make glucose.',
      'the plant absorbs carbon dioxide and uses energy from light to make glucose',
      'Plants absorb carbon dioxide and use light energy to make glucose.',
      'Plants take in water through their roots.',
      'Plants take in water through the roots.',
      'The plant grows towards the sun.',
    ];
    const groups = groupAnswers(answerSpace(answers));
    expect(groups.map((g) => [...g.members].sort((a, b) => a - b))).toEqual([[0, 1, 2], [3, 4], [5]]);
  });
});

describe('learning from the teacher\'s marks', () => {
  it('calibrates toward the teacher\'s scale, more firmly the more marks agree', () => {
    expect(calibrate([], [])).toEqual({ intercept: 0, slope: 1 });
    const harsh = calibrate([0.9, 0.8, 0.7, 0.9, 0.8, 0.7, 0.9, 0.8], [0.5, 0.4, 0.3, 0.5, 0.4, 0.3, 0.5, 0.4]);
    expect(harsh.intercept + harsh.slope * 0.8).toBeLessThan(0.75);
  });

  it('moves unmarked answers toward the marks of the answers like them, and never changes a teacher\'s mark', () => {
    const space = answerSpace(ANSWERS);
    const grader = ANSWERS.map(() => 0.5);
    const teacher = new Map([
      [0, 1],
      [5, 0],
    ]);
    const learned = learnFromTeacher(space, grader, teacher);
    expect(learned[0]!.share).toBe(1);
    expect(learned[5]!.share).toBe(0);
    expect(learned[1]!.share).toBe(1);
    expect(learned[2]!.share).toBe(1);
    expect(learned[6]!.share).toBe(0);
    expect(learned[1]!.neighbours[0]).toBe(0);
    expect(learned[8]!.share).toBeGreaterThan(0);
    expect(learned[8]!.share).toBeLessThan(1);
    expect(learnFromTeacher(space, grader, new Map()).map((l) => l.share)).toEqual(grader);
  });
});
