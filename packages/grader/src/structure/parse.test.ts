import { describe, expect, it } from 'vitest';
import { markPoints, matchAnswers, parseAnswers, parseMarkScheme, parseQuestionPaper } from './parse.js';

const PAPER = `Physics Paper 1
Topic: Electricity
1 (a) State the unit of electrical resistance. [1]
(b) A 6 V battery drives a current of 2 A through a resistor.
(i) Calculate the resistance of the resistor. (2 marks)
(ii) Explain what happens to the current if the resistance doubles. 2 marks
Topic: Forces
Question 2 Describe the forces acting on a falling skydiver. /4
Q3 Name the process by which plants make food. [Total: 1]
[1 mark]`;

describe('parseQuestionPaper', () => {
  it('splits questions, parts and sub-parts with their marks and topics', () => {
    const paper = parseQuestionPaper(PAPER);
    expect(paper.items.map((i) => [i.label, i.marks, i.topic])).toEqual([
      ['1(a)', 1, 'Electricity'],
      ['1(b)(i)', 2, 'Electricity'],
      ['1(b)(ii)', 2, 'Electricity'],
      ['2', 4, 'Forces'],
      ['3', 1, 'Forces'],
    ]);
    expect(paper.totalMarks).toBe(10);
    expect(paper.items[1]?.context).toContain('6 V battery');
    expect(paper.items[1]?.text).toBe('Calculate the resistance of the resistor.');
    expect(paper.items[3]?.text).toBe('Describe the forces acting on a falling skydiver.');
  });

  it('gives every question under a "Topic:" heading that topic, never its own words, up to the next heading', () => {
    const paper = parseQuestionPaper(
      'Topic: Photosynthesis\n1. Name the gas plants take in. [1]\n2. Describe what happens in photosynthesis. [4]\nTopic: Cells\n3. Name the part that controls a cell. [1]\n4 (a) What is a cell wall made of? [1]\n(b) Why do plant cells have one? [2]',
    );
    expect(paper.items.map((i) => [i.label, i.topic])).toEqual([
      ['1', 'Photosynthesis'],
      ['2', 'Photosynthesis'],
      ['3', 'Cells'],
      ['4(a)', 'Cells'],
      ['4(b)', 'Cells'],
    ]);
  });

  it('reads compound labels like 1(a)(ii), 2b and numbered questions', () => {
    const paper = parseQuestionPaper('1. What is 2 + 2? [1]\n2(a)(i) Define speed. [1]\n2(a)(ii) Define velocity. [2]\n3b) Give an example. [1]');
    expect(paper.items.map((i) => [i.label, i.marks])).toEqual([
      ['1', 1],
      ['2(a)(i)', 1],
      ['2(a)(ii)', 2],
      ['3(b)', 1],
    ]);
  });

  it('ignores page numbers and footers between pages', () => {
    const paper = parseQuestionPaper('1 (a) Define speed. [1]\n2\nPage 1 of 3\nTurn over\n(b) Define velocity. [2]\n- 2 -\n2 State the unit of force. [1]');
    expect(paper.items.map((i) => [i.label, i.marks, i.text])).toEqual([
      ['1(a)', 1, 'Define speed.'],
      ['1(b)', 2, 'Define velocity.'],
      ['2', 1, 'State the unit of force.'],
    ]);
  });

  it('does not take numbers inside a sentence for questions', () => {
    const paper = parseQuestionPaper('1 Two resistors are joined.\n12 ohm and 6 ohm resistors are in series.\nFind the total. [2]');
    expect(paper.items).toHaveLength(1);
    expect(paper.items[0]?.marks).toBe(2);
  });
});

describe('parseMarkScheme', () => {
  it('gives each part its answer and mark points with alternatives', () => {
    const scheme = parseMarkScheme(`1(a) ohm / Ω [1]
1(b)(i) R = V / I; = 3 ohms [2]
1(b)(ii)
• the current halves (1)
• because current is inversely proportional to resistance (1)
accept: current is reduced by half
2 air resistance increases with speed; weight stays the same; forces become balanced; terminal velocity reached [4]
3 photosynthesis [1]`);
    expect(scheme.items.map((i) => [i.label, i.marks, i.points.length])).toEqual([
      ['1(a)', 1, 1],
      ['1(b)(i)', 2, 2],
      ['1(b)(ii)', 2, 2],
      ['2', 4, 4],
      ['3', 1, 1],
    ]);
    expect(scheme.items[0]?.points[0]).toEqual({ text: 'ohm', alternatives: ['Ω'], marks: 1 });
    expect(scheme.items[2]?.points[1]?.alternatives).toEqual(['current is reduced by half']);
    expect(scheme.totalMarks).toBe(10);
  });

  it('says what the scheme states: its total, each question\'s own marks, and no marks where none are written', () => {
    const scheme = parseMarkScheme(`Question 1 (2 marks): evaporation; condensation
Question 2 - 3 marks
The particles gain energy (1) and move faster (1) so the gas expands (1)
Question 3
the rate increases
Total: 6 marks`);
    expect(scheme.items.map((i) => [i.label, i.marks, i.statedMarks, i.points.length])).toEqual([
      ['1', 2, 2, 2],
      ['2', 3, 3, 3],
      ['3', undefined, undefined, 1],
    ]);
    expect(scheme.statedTotal).toBe(6);
    expect(parseMarkScheme('1 heat [1]\n2 light [1]').statedTotal).toBeUndefined();
    // Each question's own total, summed; a paper total after them that is their sum is the same figure.
    expect(parseMarkScheme('1 a (1) b (1)\n[Total: 2]\n2 c (1)\n[Total: 1]\nTotal for paper: 3 marks').statedTotal).toBe(3);
    expect(parseMarkScheme('1 a (1) b (1)\nTotal for question 1 = 2\n2 c (1) d (1)\nTotal for question 2 = 2 marks').statedTotal).toBe(4);
    expect(parseMarkScheme('[Total 20]\n1 a (1)').statedTotal).toBe(20);
    // "total" in an answer is not a total of marks.
    expect(parseMarkScheme('1 the total resistance is 6 ohms [1]').statedTotal).toBeUndefined();
  });

  it('reports a question\'s stated marks apart from what its points add up to', () => {
    const [item] = parseMarkScheme('1  heat is conducted (1) through the metal (1)   [3 marks]').items;
    expect(item?.statedMarks).toBe(3);
    expect(item?.points.map((p) => p.marks)).toEqual([1, 1]);
  });

  it('reads per-point marks', () => {
    expect(markPoints('energy is conserved (2)\nno energy is lost [1]').map((p) => p.marks)).toEqual([2, 1]);
  });
});

describe('answers', () => {
  it('matches labelled answers, whole-question answers and a single unlabelled answer', () => {
    const paper = parseQuestionPaper(PAPER);
    const answers = parseAnswers('Answer 1\n(a) ohms\n(b) (i) 3 ohms\n(ii) the current halves\nQ2 gravity pulls it down and drag pushes up\n3. photosynthesis');
    const matched = matchAnswers(paper.items, answers);
    expect(Object.fromEntries(matched)).toEqual({
      '1(a)': 'ohms',
      '1(b)(i)': '3 ohms',
      '1(b)(ii)': 'the current halves',
      '2': 'gravity pulls it down and drag pushes up',
      '3': 'photosynthesis',
    });
    expect(parseAnswers('A1 a 5 kg mass\na 2 ohm resistor\nQ 2 gravity').map((a) => [a.label, a.text])).toEqual([
      ['1', 'a 5 kg mass\na 2 ohm resistor'],
      ['2', 'gravity'],
    ]);
    const numeric = parseAnswers('1 (a) ohms\n(b)\n4');
    expect(numeric.map((a) => [a.label, a.text])).toEqual([
      ['1(a)', 'ohms'],
      ['1(b)', '4'],
    ]);
    const single = parseQuestionPaper('1 Explain osmosis. [3]');
    expect(matchAnswers(single.items, parseAnswers('Water moves across a membrane.'), 'Water moves across a membrane.').get('1')).toBe(
      'Water moves across a membrane.',
    );
  });
});

describe('mark scheme layouts as read from a PDF', () => {
  it('reads a table\'s rows with their marks column, a wrapped cell joined to its row', () => {
    const scheme = parseMarkScheme(`Question Answer Marks
1 factories needed many workers 1
2 the particles gain energy; the forces between the 2
particles are overcome`);
    expect(scheme.items.map((i) => [i.label, i.marks, i.points.map((p) => p.text)])).toEqual([
      ['1', 1, ['factories needed many workers']],
      ['2', 2, ['the particles gain energy', 'the forces between the particles are overcome']],
    ]);
  });

  it('splits sub-parts written on one line after a mark, and drops a running header repeated on the next page', () => {
    const scheme = parseMarkScheme(`Science Paper 2 Mark Scheme
Q1 (a) carbon dioxide is released [1] (b) heat is trapped [1]
2 ions move (1)
Science Paper 2 Mark Scheme
ions are discharged (1)`);
    expect(scheme.items.map((i) => [i.label, i.marks, i.points.length])).toEqual([
      ['1(a)', 1, 1],
      ['1(b)', 1, 1],
      ['2', 2, 2],
    ]);
  });

  it('reads "Marks: 2" below the points, "/3" in the margin past a wrapped point, and a guidance column after the mark', () => {
    expect(parseMarkScheme('1. heat is conducted\nby free electrons\nMarks: 2').items.map((i) => [i.marks, i.statedMarks, i.points.length])).toEqual([[2, 2, 2]]);
    const [slash] = parseMarkScheme('1 the fuse melts; this breaks the circuit; so no current flows to /3\nthe appliance').items;
    expect(slash?.points.map((p) => p.text)).toEqual(['the fuse melts', 'this breaks the circuit', 'so no current flows to the appliance']);
    expect(slash?.marks).toBe(3);
    const [row] = parseMarkScheme('Question Answer Additional guidance Mark\n1 positive ions move to the cathode allow cations move to the (1)\nnegative electrode').items;
    expect(row?.points).toEqual([{ text: 'positive ions move to the cathode', alternatives: ['cations move to the negative electrode'], marks: 1 }]);
  });

  it('reads a model answer of several sentences as a point a sentence', () => {
    const [item] = parseMarkScheme('Question 1 - 2 marks\nThe fuse melts when the current is too large. This breaks the circuit.').items;
    expect(item?.points.map((p) => p.text)).toEqual(['The fuse melts when the current is too large', 'This breaks the circuit']);
    expect(item?.marks).toBe(2);
  });
});
