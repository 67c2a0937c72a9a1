// Layouts kept apart while the reader was changed: written and committed first, read only at the end, so the
// report says how the reader does on layouts it was not tuned on.
import { accepted, ask, points, type Layout } from '../layout.js';
import type { Cell } from '../render.js';

const row = (...cells: [x: number, width: number, text: string][]): Cell[] => cells.map(([x, width, text]) => ({ x, width, text }));

export const HELD_OUT_LAYOUTS: Layout[] = [
  {
    id: 'textbook-answers',
    convention: 'Textbook answers section: `1 a) point [1 mark]`, points of a part each with `[1 mark]`',
    heldOut: true,
    scheme: [
      {
        rows: [
          { heading: 'Chapter 6 - Answers' },
          `1 a) ${points('heart')[0]} [1 mark]`,
          `b) ${points('enzymes')[0]} [1 mark], ${points('enzymes')[1]} [1 mark]`,
          `2 ${points('greenhouse', 3).map((p) => `${p} [1 mark]`).join('. ')}.`,
        ],
      },
    ],
    questions: [ask('1(a)', 1, 'heart'), ask('1(b)', 2, 'enzymes'), ask('2', 3, 'greenhouse')],
  },
  {
    id: 'one-mark-for-each',
    convention: 'Department: `Question 2 [2]` then `1 mark for ...` lines',
    heldOut: true,
    scheme: [
      {
        rows: [
          { heading: 'Marking guidance' },
          'Question 1 [1]',
          `1 mark for ${points('osmosis')[0]}`,
          'Question 2 [2]',
          ...points('rusting', 2).map((p) => `1 mark for ${p}`),
          'Question 3 [3]',
          ...points('towns', 3).map((p) => `1 mark for ${p}`),
        ],
      },
    ],
    questions: [ask('1', 1, 'osmosis'), ask('2', 2, 'rusting'), ask('3', 3, 'towns')],
  },
  {
    id: 'quiz-answer-key',
    convention: 'Teacher quiz key: `Q2. Answer: point; point (2 marks)`, `Total = 6 marks`',
    heldOut: true,
    statedTotal: 6,
    scheme: [
      {
        rows: [
          { heading: 'Quiz answer key' },
          `Q1. Answer: ${points('cpu')[0]} (1 mark)`,
          `Q2. Answer: ${points('kidney', 2).join('; ')} (2 marks)`,
          `Q3. Answer: ${points('skydiver', 3).join('; ')} (3 marks)`,
          'Total = 6 marks',
        ],
      },
    ],
    questions: [ask('1', 1, 'cpu'), ask('2', 2, 'kidney'), ask('3', 3, 'skydiver')],
  },
  {
    id: 'marks-line-below',
    convention: 'Points under the question number, then `Marks: 2` on a line of its own',
    heldOut: true,
    scheme: [
      {
        rows: [
          { heading: 'Answers and marks' },
          `1. ${points('coast')[0]}`,
          'Marks: 1',
          `2. ${points('photosynthesis')[0]}`,
          points('photosynthesis')[1]!,
          'Marks: 2',
          `3. ${points('melting')[0]}`,
          points('melting')[1]!,
          points('melting')[2]!,
          'Marks: 3',
        ],
      },
    ],
    questions: [ask('1', 1, 'coast'), ask('2', 2, 'photosynthesis'), ask('3', 3, 'melting')],
  },
  {
    id: 'slash-marks-margin',
    convention: 'Marks out of in the margin: `2  point; point   /2`',
    heldOut: true,
    scheme: [
      {
        rows: [
          { heading: 'Marking key' },
          row([0, 30, '1'], [30, 400, points('conduction')[0]!], [455, 40, '/1']),
          row([0, 30, '2'], [30, 400, points('immunity', 2).join('; ')], [455, 40, '/2']),
          row([0, 30, '3'], [30, 400, points('fuse', 3).join('; ')], [455, 40, '/3']),
        ],
      },
    ],
    questions: [ask('1', 1, 'conduction'), ask('2', 2, 'immunity'), ask('3', 3, 'fuse')],
  },
  {
    id: 'total-for-question',
    convention: 'Edexcel style: `Answer  Additional guidance  Mark` with `(1)` marks and `(Total for Question 1 = 3 marks)`',
    heldOut: true,
    statedTotal: 6,
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          row([0, 45, 'Question'], [50, 250, 'Answer'], [310, 130, 'Additional guidance'], [450, 40, 'Mark']),
          row([0, 45, '1(a)'], [50, 250, points('electrolysis')[0]!], [310, 130, `allow ${accepted('electrolysis', 0)}`], [450, 40, '(1)']),
          row([0, 45, '1(b)'], [50, 250, points('osmosis')[0]!], [310, 130, ''], [450, 40, '(1)']),
          row([0, 45, ''], [50, 250, points('osmosis')[1]!], [310, 130, `allow ${accepted('osmosis', 1)}`], [450, 40, '(1)']),
          row([0, 45, ''], [50, 250, '(Total for Question 1 = 3 marks)'], [310, 130, ''], [450, 40, '']),
          row([0, 45, '2'], [50, 250, points('heart')[0]!], [310, 130, ''], [450, 40, '(1)']),
          row([0, 45, ''], [50, 250, points('heart')[1]!], [310, 130, ''], [450, 40, '(1)']),
          row([0, 45, ''], [50, 250, points('heart')[2]!], [310, 130, ''], [450, 40, '(1)']),
          row([0, 45, ''], [50, 250, '(Total for Question 2 = 3 marks)'], [310, 130, ''], [450, 40, '']),
        ],
      },
    ],
    questions: [ask('1(a)', 1, 'electrolysis'), ask('1(b)', 2, 'osmosis'), ask('2', 3, 'heart')],
  },
];
