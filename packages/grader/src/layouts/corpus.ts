// The mark-scheme layouts the grader is tested on, written from the conventions of exam boards, schools and
// textbooks (no copied papers). The first eight are the ordinary layouts a teacher tried first: three questions
// worth 1, 2 and 3 marks. The held-out layouts are in ./held-out.
import { accepted, ask, paperOf, points, rejected, sentence, type Layout } from './layout.js';
import type { Cell } from './render.js';

const row = (...cells: [x: number, width: number, text: string][]): Cell[] => cells.map(([x, width, text]) => ({ x, width, text }));
/** A point on the left and its mark in the right margin. */
const margin = (left: string, text: string, mark: string): Cell[] => row([0, 30, left], [30, 400, text], [440, 60, mark]);

export const LAYOUTS: Layout[] = [
  {
    id: 'question-heading-marks',
    convention: 'School: `Question 1 (2 marks): point; point`',
    scheme: [
      {
        rows: [
          { heading: 'Biology test - mark scheme' },
          `Question 1 (1 mark): ${points('kidney', 1).join('; ')}`,
          `Question 2 (2 marks): ${points('fuse', 2).join('; ')}`,
          `Question 3 (3 marks): ${points('enzymes', 3).join('; ')}`,
        ],
      },
    ],
    questions: [ask('1', 1, 'kidney'), ask('2', 2, 'fuse'), ask('3', 3, 'enzymes')],
  },
  {
    id: 'line-end-brackets',
    convention: 'UK boards: `1. point; point [2]`, the mark at the end of the line',
    scan: true,
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          `1. ${points('photosynthesis', 1).join('; ')} [1]`,
          `2. ${points('skydiver', 2).join('; ')} [2]`,
          `3. ${points('rusting', 3).join('; ')} [3]`,
        ],
      },
    ],
    questions: [ask('1', 1, 'photosynthesis'), ask('2', 2, 'skydiver'), ask('3', 3, 'rusting')],
  },
  {
    id: 'bullets-with-total',
    convention: 'School: a question heading, bullet points each with `(1)`, `Total: 6 marks`',
    scan: true,
    statedTotal: 6,
    scheme: [
      {
        rows: [
          { heading: 'Year 10 science - marking guide' },
          'Question 1',
          ...points('osmosis', 1).map((p) => `• ${p} (1)`),
          'Question 2',
          ...points('conduction', 2).map((p) => `• ${p} (1)`),
          'Question 3',
          ...points('immunity', 3).map((p) => `• ${p} (1)`),
          { gap: 8 },
          'Total: 6 marks',
        ],
      },
    ],
    questions: [ask('1', 1, 'osmosis'), ask('2', 2, 'conduction'), ask('3', 3, 'immunity')],
  },
  {
    id: 'table-question-answer-marks',
    convention: 'A table: `Question  Answer  Marks` columns',
    scheme: [
      {
        rows: [
          { heading: 'History mark scheme' },
          row([0, 55, 'Question'], [60, 360, 'Answer'], [440, 50, 'Marks']),
          row([0, 55, '1'], [60, 360, points('towns', 1).join('; ')], [440, 50, '1']),
          row([0, 55, '2'], [60, 360, points('coast', 2).join('; ')], [440, 50, '2']),
          row([0, 55, '3'], [60, 360, points('melting', 3).join('; ')], [440, 50, '3']),
        ],
      },
    ],
    questions: [ask('1', 1, 'towns'), ask('2', 2, 'coast'), ask('3', 3, 'melting')],
  },
  {
    id: 'sub-parts-on-one-line',
    convention: 'Sub-parts on one line: `Q1 (a) ... [1]  (b) ... [1]; ... [1]`',
    scheme: [
      {
        rows: [
          { heading: 'Chemistry and computing - mark scheme' },
          `Q1 (a) ${points('electrolysis', 1)[0]} [1]`,
          `Q2 (a) ${points('greenhouse')[0]} [1]  (b) ${points('greenhouse')[1]} [1]`,
          `Q3 (a) ${points('cpu')[0]} [1]  (b) ${points('cpu')[1]} [1]; ${points('cpu')[2]} [1]`,
        ],
      },
    ],
    questions: [
      ask('1(a)', 1, 'electrolysis'),
      ask('2(a)', 1, 'greenhouse'),
      ask('2(b)', 1, 'greenhouse', { wordings: points('greenhouse').slice(1, 2) }),
      ask('3(a)', 1, 'cpu'),
      ask('3(b)', 2, 'cpu', { wordings: points('cpu').slice(1, 3) }),
    ],
  },
  {
    id: 'max-then-award',
    convention: 'Department: `1. Max 2 marks` then `Award 1 mark for: ...` lines',
    scheme: [
      {
        rows: [
          { heading: 'End of topic test - marking' },
          '1. Max 1 mark',
          `Award 1 mark for: ${points('heart')[0]}`,
          '2. Max 2 marks',
          ...points('towns', 3).map((p) => `Award 1 mark for: ${p}`),
          '3. Max 3 marks',
          ...points('greenhouse', 3).map((p) => `Award 1 mark for: ${p}`),
        ],
      },
    ],
    questions: [ask('1', 1, 'heart'), ask('2', 2, 'towns', { listed: 3 }), ask('3', 3, 'greenhouse')],
  },
  {
    id: 'model-answer-paragraph',
    convention: '`Question 2 - 2 marks` then a model-answer paragraph',
    scheme: [
      {
        rows: [
          { heading: 'Physics homework - model answers' },
          'Question 1 - 1 mark',
          points('fuse', 1).map(sentence).join(' '),
          { gap: 6 },
          'Question 2 - 2 marks',
          points('osmosis', 2).map(sentence).join(' '),
          { gap: 6 },
          'Question 3 - 3 marks',
          points('skydiver', 3).map(sentence).join(' '),
        ],
      },
    ],
    questions: [ask('1', 1, 'fuse'), ask('2', 2, 'osmosis'), ask('3', 3, 'skydiver')],
  },
  {
    id: 'inline-ones-with-question-total',
    convention: 'UK boards: `2  point (1) point (1)   [2 marks]`, the question total in the margin',
    scan: true,
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          margin('1', `${points('enzymes', 1)[0]} (1)`, '[1 mark]'),
          margin('2', points('coast', 2).map((p) => `${p} (1)`).join(' '), '[2 marks]'),
          margin('3', points('cpu', 3).map((p) => `${p} (1)`).join(' '), '[3 marks]'),
        ],
      },
    ],
    questions: [ask('1', 1, 'enzymes'), ask('2', 2, 'coast'), ask('3', 3, 'cpu')],
  },
  {
    id: 'accept-reject-ignore',
    convention: 'UK boards: points with `accept`, `reject`, `ignore` lines and `/` alternatives, sub-parts `(a)`, `(b)`',
    paper: paperOf('Biology paper 1', [
      ['1 (a)', 'kidney', 1],
      ['(b)', 'photosynthesis', 2],
      ['2', 'immunity', 3],
    ]),
    scheme: [
      {
        rows: [
          { heading: 'Biology paper 1 - mark scheme' },
          `1 (a) ${points('kidney')[0]} (1)`,
          `reject ${rejected('kidney')}`,
          `(b) ${points('photosynthesis')[0]} (1)`,
          `accept ${accepted('photosynthesis', 0)}`,
          `${points('photosynthesis')[1]} / ${accepted('photosynthesis', 1)} (1)`,
          'ignore references to water',
          `2 ${points('immunity')[0]} (1)`,
          `allow ${accepted('immunity', 0)}`,
          `${points('immunity')[1]} (1)`,
          `do not accept ${rejected('immunity')}`,
          `${points('immunity')[2]} (1)`,
        ],
      },
    ],
    questions: [
      ask('1(a)', 1, 'kidney'),
      ask('1(b)', 2, 'photosynthesis', { wordings: [accepted('photosynthesis', 0), accepted('photosynthesis', 1)] }),
      ask('2', 3, 'immunity', { wordings: [accepted('immunity', 0), points('immunity')[1]!, points('immunity')[2]!] }),
    ],
  },
  {
    id: 'any-n-from',
    convention: 'UK boards: `Any two from:` with the options as bullets and the mark at the end',
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          '1 Any one from:',
          ...points('rusting', 2).map((p) => `• ${p}`),
          '[1]',
          '2 Any two from:',
          ...points('heart', 3).map((p) => `• ${p}`),
          '[2]',
          '3 Any three from:',
          ...[...points('photosynthesis', 3), 'water is taken up by the roots'].map((p) => `• ${p}`),
          '[3]',
        ],
      },
    ],
    questions: [ask('1', 1, 'rusting', { listed: 2 }), ask('2', 2, 'heart', { listed: 3 }), ask('3', 3, 'photosynthesis', { listed: 4 })],
  },
  {
    id: 'maths-method-accuracy',
    convention: 'Mathematics: `M1`, `A1`, `B1` marks in a column, `cao`, `ft`',
    paper: paperOf('Mathematics', [
      ['1', 'Write 3/4 as a decimal.', 1],
      ['2', 'Work out 15% of 80.', 2],
      ['3', 'Solve 5x - 2 = 3x + 8.', 3],
    ]),
    scheme: [
      {
        rows: [
          { heading: 'Mathematics - mark scheme' },
          row([0, 40, 'Qu'], [40, 300, 'Working and answer'], [360, 50, 'Mark'], [410, 90, 'Notes']),
          row([0, 40, '1'], [40, 300, '0.75'], [360, 50, 'B1'], [410, 90, 'cao']),
          row([0, 40, '2'], [40, 300, '0.15 × 80'], [360, 50, 'M1'], [410, 90, '']),
          row([0, 40, ''], [40, 300, '12'], [360, 50, 'A1'], [410, 90, 'cao']),
          row([0, 40, '3'], [40, 300, '5x - 3x = 8 + 2'], [360, 50, 'M1'], [410, 90, '']),
          row([0, 40, ''], [40, 300, '2x = 10'], [360, 50, 'M1'], [410, 90, 'ft']),
          row([0, 40, ''], [40, 300, 'x = 5'], [360, 50, 'A1'], [410, 90, 'cao']),
        ],
      },
    ],
    questions: [
      { label: '1', marks: 1, points: 1, full: '0.75', wrong: '3.4' },
      { label: '2', marks: 2, points: 2, full: '0.15 × 80 = 12', partial: '0.15 × 80 = 1.2', wrong: '80 - 15 = 65' },
      { label: '3', marks: 3, points: 3, full: '5x - 3x = 8 + 2 so 2x = 10 so x = 5', partial: '5x - 3x = 8 + 2 so 2x = 10 so x = 20', wrong: 'x = 3' },
    ],
  },
  {
    id: 'levels-of-response',
    convention: 'Long answers: levels-of-response bands (`Level 3 (5-6 marks): ...`) with indicative content',
    scheme: [
      {
        rows: [
          { heading: 'Geography - mark scheme' },
          'Question 1',
          ...points('melting', 2).map((p) => `• ${p} (1)`),
          'Question 2',
          'Level 3 (5-6 marks): A detailed explanation of how the cliff retreats, with the processes linked in order.',
          'Level 2 (3-4 marks): A clear description of some of the processes, with some linking.',
          'Level 1 (1-2 marks): Simple statements about erosion of the cliff.',
          '0 marks: No relevant content.',
          'Indicative content:',
          ...[...points('coast', 3), 'rocks carried by the waves wear the cliff away by abrasion', 'weathering weakens the top of the cliff', 'the fallen rock is removed by the sea'].map((p) => `• ${p}`),
        ],
      },
    ],
    questions: [
      ask('1', 2, 'melting'),
      {
        label: '2',
        marks: 6,
        points: 6,
        full: `${sentence(points('coast')[0]!)} Rocks carried by the waves wear the cliff away by abrasion. ${sentence(points('coast')[1]!)} Weathering weakens the top of the cliff. ${sentence(points('coast')[2]!)} The fallen rock is removed by the sea.`,
        partial: `${sentence(points('coast')[0]!)} ${sentence(points('coast')[1]!)}`,
        wrong: 'The cliff grows because sand blown from the desert builds it up higher each year.',
      },
    ],
  },
  {
    id: 'us-rubric-points',
    convention: 'US rubric: points per criterion (`1 point for ...`), `Total: 6 points`',
    statedTotal: 6,
    scheme: [
      {
        rows: [
          { heading: 'Scoring rubric - Unit 3 quiz' },
          '1. Short response (1 point)',
          `- 1 point for stating that ${points('greenhouse')[0]}`,
          '2. Short response (2 points)',
          ...points('electrolysis', 2).map((p) => `- 1 point for stating that ${p}`),
          '3. Constructed response (3 points)',
          ...points('melting', 3).map((p) => `- 1 point for stating that ${p}`),
          'Total: 6 points',
        ],
      },
    ],
    questions: [ask('1', 1, 'greenhouse'), ask('2', 2, 'electrolysis'), ask('3', 3, 'melting')],
  },
  {
    id: 'us-rubric-criteria',
    convention: 'US rubric: criteria with `(1 pt)`, question totals in `pts`',
    scheme: [
      {
        rows: [
          { heading: 'Lab quiz rubric' },
          'Question 1 (3 pts)',
          ...points('enzymes', 3).map((p, i) => `Criterion ${'ABC'[i]} (1 pt): ${p}`),
          'Question 2 (2 pts)',
          ...points('osmosis', 2).map((p, i) => `Criterion ${'AB'[i]} (1 pt): ${p}`),
          'Question 3 (1 pt)',
          `Criterion A (1 pt): ${points('fuse')[0]}`,
        ],
      },
    ],
    questions: [ask('1', 3, 'enzymes'), ask('2', 2, 'osmosis'), ask('3', 1, 'fuse')],
  },
  {
    id: 'ib-max-and-semicolons',
    convention: 'IB style: `;`-separated points with `[2 max]`, `Award [1] for each ... up to [3 max]`',
    scheme: [
      {
        rows: [
          { heading: 'Markscheme' },
          `1. a. ${points('conduction')[0]} [1]`,
          `b. ${points('skydiver', 3).join('; ')} [2 max]`,
          `Accept ${accepted('skydiver', 0)} for the first point.`,
          '2. Award [1] for each of the following up to [3 max]:',
          ...[...points('immunity', 3), 'memory cells give a faster response next time'].map((p) => `• ${p}`),
        ],
      },
    ],
    questions: [ask('1(a)', 1, 'conduction'), ask('1(b)', 2, 'skydiver', { listed: 3 }), ask('2', 3, 'immunity', { listed: 4 })],
  },
  {
    id: 'cambridge-guidance-column',
    convention: 'Cambridge style: `Question  Answer  Marks  Guidance` table, `B1` marks, guidance with accept / ignore',
    statedTotal: 6,
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          row([0, 40, 'Question'], [50, 250, 'Answer'], [310, 40, 'Marks'], [360, 140, 'Guidance']),
          row([0, 40, '1(a)'], [50, 250, points('rusting')[0]!], [310, 40, 'B1'], [360, 140, '']),
          row([0, 40, '1(b)'], [50, 250, points('heart')[0]!], [310, 40, 'B1'], [360, 140, '']),
          row([0, 40, ''], [50, 250, points('heart')[1]!], [310, 40, 'B1'], [360, 140, `accept ${accepted('heart', 1)}`]),
          row([0, 40, '2'], [50, 250, points('greenhouse')[0]!], [310, 40, 'B1'], [360, 140, '']),
          row([0, 40, ''], [50, 250, points('greenhouse')[1]!], [310, 40, 'B1'], [360, 140, `accept ${accepted('greenhouse', 1)}`]),
          row([0, 40, ''], [50, 250, points('greenhouse')[2]!], [310, 40, 'B1'], [360, 140, 'ignore references to ozone']),
          row([0, 40, ''], [50, 250, ''], [310, 40, ''], [360, 140, '[Total: 6]']),
        ],
      },
    ],
    questions: [
      ask('1(a)', 1, 'rusting'),
      ask('1(b)', 2, 'heart', { wordings: [points('heart')[0]!, accepted('heart', 1)] }),
      ask('2', 3, 'greenhouse'),
    ],
  },
  {
    id: 'marks-in-margin',
    convention: 'Marks in the right margin beside each point: `point ..... [1]`',
    scheme: [
      {
        rows: [
          { heading: 'Physics mark scheme' },
          margin('1', points('skydiver')[0]!, '[1]'),
          margin('2', points('fuse')[0]!, '[1]'),
          margin('', points('fuse')[1]!, '[1]'),
          margin('3', points('conduction')[0]!, '[1]'),
          margin('', points('conduction')[1]!, '[1]'),
          margin('', points('conduction')[2]!, '[1]'),
        ],
      },
    ],
    questions: [ask('1', 1, 'skydiver'), ask('2', 2, 'fuse'), ask('3', 3, 'conduction')],
  },
  {
    id: 'two-columns',
    convention: 'A scheme printed in two columns',
    scheme: [
      {
        title: 'Science quiz - answers',
        columns: [
          [`1 ${points('kidney')[0]} (1)`, { gap: 4 }, `2 ${points('melting')[0]} (1)`, `${points('melting')[1]} (1)`, { gap: 4 }],
          [`3 ${points('cpu')[0]} (1)`, `${points('cpu')[1]} (1)`, `${points('cpu')[2]} (1)`, { gap: 4 }, `4 ${points('rusting')[0]} (1)`, `${points('rusting')[1]} (1)`],
        ],
      },
    ],
    questions: [ask('1', 1, 'kidney'), ask('2', 2, 'melting'), ask('3', 3, 'cpu'), ask('4', 2, 'rusting')],
  },
  {
    id: 'spread-over-two-pages',
    convention: 'One scheme over two pages, a question running on to the next page under a running header',
    scheme: [
      {
        rows: [
          'Combined Science - Paper 2 - Mark Scheme',
          { gap: 10 },
          `1 ${points('photosynthesis')[0]} (1)`,
          `${points('photosynthesis')[1]} (1)`,
          `2 ${points('electrolysis')[0]} (1)`,
          { gap: 600 },
          'Page 1 of 2',
        ],
      },
      {
        rows: [
          'Combined Science - Paper 2 - Mark Scheme',
          { gap: 10 },
          `${points('electrolysis')[1]} (1)`,
          `${points('electrolysis')[2]} (1)`,
          `3 ${points('kidney')[0]} (1)`,
          { gap: 600 },
          'Page 2 of 2',
        ],
      },
    ],
    questions: [ask('1', 2, 'photosynthesis'), ask('2', 3, 'electrolysis'), ask('3', 1, 'kidney')],
  },
  {
    id: 'roman-sub-parts',
    convention: 'Sub-parts `(a)(i)`, `(ii)`, `(b)` each with its mark',
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          `1 (a) (i) ${points('immunity')[0]} [1]`,
          `(ii) ${points('coast', 2).join('; ')} [2]`,
          `(b) ${points('towns')[0]} (1)`,
          `${points('towns')[1]} (1)`,
          `${points('towns')[2]} (1)`,
        ],
      },
    ],
    questions: [ask('1(a)(i)', 1, 'immunity'), ask('1(a)(ii)', 2, 'coast'), ask('1(b)', 3, 'towns')],
  },
  {
    id: 'or-between-lines',
    convention: '`OR` alone between two accepted wordings, and `A OR B` inside a line',
    scheme: [
      {
        rows: [
          { heading: 'Mark scheme' },
          `1 ${points('electrolysis')[0]} (1)`,
          'OR',
          accepted('electrolysis', 0),
          `2 ${points('enzymes')[0]} (1)`,
          `${points('enzymes')[1]} OR ${accepted('enzymes', 1)} (1)`,
          `3 ${points('conduction')[0]} OR ${accepted('conduction', 0)} (1)`,
          `${points('conduction')[1]} (1)`,
          `${points('conduction')[2]} (1)`,
        ],
      },
    ],
    questions: [
      ask('1', 1, 'electrolysis', { wordings: [accepted('electrolysis', 0)] }),
      ask('2', 2, 'enzymes', { wordings: [points('enzymes')[0]!, accepted('enzymes', 1)] }),
      ask('3', 3, 'conduction', { wordings: [accepted('conduction', 0), points('conduction')[1]!, points('conduction')[2]!] }),
    ],
  },
];
