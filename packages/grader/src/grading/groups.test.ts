import { describe, expect, it } from 'vitest';
import { answerSpace } from './answer-space.js';
import { groupAnswers } from './groups.js';
import { calibrate, learnFromTeacher, withPeers } from './teacher-marks.js';

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

describe('words that change the meaning', () => {
  it('keeps answers apart that differ only in a direction, an order or a comparison', () => {
    const space = answerSpace(['The pitch goes up.', 'The pitch goes down.', 'It happens before the switch closes.', 'It happens after the switch closes.', 'the pitch goes up']);
    expect(space.key(0)).not.toBe(space.key(1));
    expect(space.key(2)).not.toBe(space.key(3));
    expect(space.key(0)).toBe(space.key(4));
    expect(space.similarity(0, 1)).toBeLessThan(1);
    const groups = groupAnswers(space);
    expect(groups.find((g) => g.members.includes(0))!.members).not.toContain(1);
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

  it('moves an answer further the more close marked answers the teacher corrected the same way', () => {
    const answers = ['the switch closes the circuit', 'closing the switch completes the circuit', 'the switch completes the circuit', 'a closed switch makes the circuit complete', 'the bulb is bright', 'the battery is flat'];
    const space = answerSpace(answers);
    const grader = answers.map(() => 0.4);
    const one = learnFromTeacher(space, grader, new Map([[0, 1], [4, 0.4], [5, 0.4]]));
    const three = learnFromTeacher(space, grader, new Map([[0, 1], [1, 1], [3, 1], [4, 0.4], [5, 0.4]]));
    expect(one[2]!.share).toBeGreaterThan(0.45);
    expect(three[2]!.share).toBeGreaterThan(one[2]!.share);
    expect(three[2]!.share).toBeLessThanOrEqual(1);
    expect(three[2]!.neighbours.slice(0, 1)).toEqual([1]);
  });

  it('lifts middling answers for a kinder teacher but leaves an answer the grader gave nothing close to nothing', () => {
    const answers = ['mitochondria release energy', 'ribosomes build proteins', 'nucleus holds chromosomes', 'membranes control entry', 'chloroplasts trap sunlight', 'vacuoles store sap', 'bananas taste nice'];
    const space = answerSpace(answers);
    const grader = [0.5, 0.5, 0.4, 0.6, 0.5, 0.5, 0];
    const teacher = new Map([[0, 0.8], [1, 0.8], [2, 0.7], [3, 0.9], [4, 0.8]]);
    const learned = learnFromTeacher(space, grader, teacher);
    expect(learned[5]!.share).toBeGreaterThan(0.55);
    expect(learned[6]!.share).toBeLessThan(0.08);
  });

  it('on a question worth several marks, lifts an answer that says what the best answers say above one that does not', () => {
    const answers = [
      'a stack removes the item added last first',
      'the stack removes the last item added first',
      'the item added last is removed first from the stack',
      'the stack removes the item added last',
      'stacks are used by compilers and browsers',
      'a queue is a line of people',
      'it is a list',
    ];
    const space = answerSpace(answers);
    const grader = [0.9, 0.85, 0.8, 0.5, 0.55, 0.4, 0.3];
    const blended = withPeers(space, grader);
    expect(blended[3]!).toBeGreaterThan(blended[4]!);
    // The question's level and spread stay the grader's.
    expect(Math.min(...blended)).toBeGreaterThanOrEqual(Math.min(...grader));
    expect(Math.max(...blended)).toBeLessThanOrEqual(Math.max(...grader));
    const teacher = new Map([[6, 0.3]]);
    const worthFive = learnFromTeacher(space, grader, teacher, 5);
    expect(worthFive[3]!.share).toBeGreaterThan(worthFive[4]!.share);
    // Right-or-wrong marks keep the grader's order.
    const rightOrWrong = learnFromTeacher(space, grader, teacher, 1);
    expect(rightOrWrong[3]!.share).toBeLessThan(rightOrWrong[4]!.share);
  });

  it('follows a teacher who is harsher than the grader on every marked answer, also for answers unlike them', () => {
    const answers = ['light energy is absorbed', 'chlorophyll absorbs light', 'glucose is made', 'carbon dioxide goes in', 'oxygen comes out', 'water travels up the stem', 'roots take in minerals'];
    const space = answerSpace(answers);
    const grader = [0.9, 0.8, 0.9, 0.8, 0.9, 0.8, 0.85];
    const teacher = new Map([[0, 0.4], [1, 0.3], [2, 0.4], [3, 0.3], [4, 0.4]]);
    const learned = learnFromTeacher(space, grader, teacher);
    expect(learned[6]!.share).toBeLessThan(0.75);
    expect(learned[5]!.share).toBeLessThan(grader[5]!);
  });

  describe('the teacher\'s scale', () => {
    const answers = [
      'a stack is last in first out', 'a queue is first in first out', 'push adds to the top of the stack', 'pop removes the top item',
      'an array stores items by index', 'a linked list links nodes by pointers', 'recursion calls itself', 'a tree has a root and children',
      'hashing maps keys to buckets', 'binary search halves the range',
    ];
    const space = answerSpace(answers);
    const grader = [0.6, 0.5, 0.7, 0.55, 0.65, 0.6, 0.5, 0.7, 0.6, 0.55];
    const unmarked = [5, 6, 7, 8, 9];
    const mean = (learned: { share: number }[]) => unmarked.reduce((t, i) => t + learned[i]!.share, 0) / unmarked.length;
    const marks = (shares: number[]) => new Map(shares.map((s, i) => [i, s]));

    // Right-or-wrong questions and those worth several marks (where the shares are first spread wider) alike.
    for (const available of [1, 5]) {
      it(`moves the other answers to the level of a teacher's five marks: a harsh teacher lowers them, a kind one raises them (worth ${available})`, () => {
        const own = mean(learnFromTeacher(space, grader, new Map(), available));
        const harsh = mean(learnFromTeacher(space, grader, marks([0.2, 0.2, 0.4, 0.2, 0.2]), available));
        const kind = mean(learnFromTeacher(space, grader, marks([1, 0.9, 1, 0.9, 1]), available));
        expect(harsh).toBeLessThan(own - 0.15);
        expect(kind).toBeGreaterThan(own + 0.15);
      });

      it(`is moved less by one outlying mark than by the other four (worth ${available})`, () => {
        const agreeing = marks([0.6, 0.5, 0.7, 0.55, 0.65]);
        const base = mean(learnFromTeacher(space, grader, agreeing, available));
        // One mark four fifths of the marks below where the grader put it ...
        const oneOdd = mean(learnFromTeacher(space, grader, marks([0.6, 0.5, 0.7, 0.55, 0.65 - 0.8]), available));
        // ... against the other four each a fifth of the marks below: the same total change, spread over four marks.
        const fourLower = mean(learnFromTeacher(space, grader, marks([0.4, 0.3, 0.5, 0.35, 0.65]), available));
        expect(base - oneOdd).toBeLessThan(0.5 * (base - fourLower));
        expect(base - oneOdd).toBeLessThan(0.05);
      });
    }

    it('is surer of an answer close to a marked one whose mark agreed, and marks the unsure ones for the teacher\'s eye', () => {
      const near = answerSpace(['a stack is last in first out', 'the stack is last in first out order', 'recursion calls itself', 'a queue is first in first out', 'hashing maps keys to buckets', 'binary search halves the range']);
      const g = [0.8, 0.8, 0.3, 0.8, 0.5, 0.5];
      const learned = learnFromTeacher(near, g, new Map([[0, 0.8], [2, 0.9], [3, 0.8]]));
      expect(learned[0]).toMatchObject({ share: 0.8, confidence: 1, needsReview: false });
      expect(learned[1]!.confidence).toBeGreaterThan(learned[4]!.confidence);
      expect(learned[4]!.needsReview).toBe(true);
      for (const l of learned) expect(l.confidence).toBeGreaterThanOrEqual(0);
      // With no marks yet, every suggestion is the grader's own and needs a look.
      expect(learnFromTeacher(near, g, new Map()).every((l) => l.needsReview && l.confidence < 0.5)).toBe(true);
    });
  });
});
