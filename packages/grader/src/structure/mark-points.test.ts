import { describe, expect, it } from 'vitest';
import { markPoints, pointsTotal, reverseArgument } from './mark-points.js';
import { parseMarkScheme } from './parse.js';

/** The points as [text, marks] pairs, the shape a marker reads them in. */
const pairs = (answer: string) => markPoints(answer).map((p) => [p.text, p.marks]);

describe('mark schemes as the boards write them', () => {
  it('splits a line of inline points, each with its own (1)', () => {
    expect(pairs('Site of aerobic respiration (1). Releases energy / produces ATP (1).')).toEqual([
      ['Site of aerobic respiration', 1],
      ['Releases energy', 1],
    ]);
    expect(markPoints('Site of aerobic respiration (1). Releases energy / produces ATP (1).')[1]?.alternatives).toEqual(['produces ATP']);
  });

  it('splits inline points marked [1] and ;-separated points', () => {
    expect(pairs('enzyme is denatured [1]; active site changes shape [1]; substrate no longer fits [1]')).toEqual([
      ['enzyme is denatured', 1],
      ['active site changes shape', 1],
      ['substrate no longer fits', 1],
    ]);
    expect(pairs('(named) fossil fuel burned; releases carbon dioxide; traps heat [3]')).toEqual([
      ['(named) fossil fuel burned', 1],
      ['releases carbon dioxide', 1],
      ['traps heat', 1],
    ]);
  });

  it('caps an "any two from:" list, written inline or as bullets', () => {
    const inline = markPoints('any two from: lungs; kidneys; skin');
    expect(inline.map((p) => p.text)).toEqual(['lungs', 'kidneys', 'skin']);
    expect(inline.every((p) => p.group?.max === 2)).toBe(true);
    expect(pointsTotal(inline)).toBe(2);

    const bullets = markPoints('Any three from:\n• larger surface area\n• thin walls\n• good blood supply\n• moist lining');
    expect(bullets).toHaveLength(4);
    expect(pointsTotal(bullets)).toBe(3);
  });

  it('reads "max N" on its own line, at the end of a line, and a line of points with fewer marks than points', () => {
    const own = markPoints('friction heats the brakes (1)\nenergy is transferred to the surroundings (1)\nas thermal energy (1)\nmax 2');
    expect(pointsTotal(own)).toBe(2);
    expect(pointsTotal(markPoints('water; carbon dioxide; light; chlorophyll (max 2)'))).toBe(2);
    const shared = markPoints('glucose; oxygen; water [2]');
    expect(shared.map((p) => p.marks)).toEqual([1, 1, 1]);
    expect(pointsTotal(shared)).toBe(2);
  });

  it('takes accept / allow as alternatives, reject as wordings that earn nothing, and ignores ignore', () => {
    const points = markPoints('to prevent the current getting too high (1)\naccept: to stop the wire overheating\nallow to protect the appliance\nreject: to protect the user\nignore references to fuses');
    expect(points).toHaveLength(1);
    expect(points[0]?.alternatives).toEqual(['to stop the wire overheating', 'to protect the appliance']);
    expect(points[0]?.rejected).toEqual(['to protect the user']);

    const inline = markPoints('mitochondria (accept mitochondrion) (reject chloroplast) (1)');
    expect(inline[0]).toMatchObject({ text: 'mitochondria', alternatives: ['mitochondrion'], rejected: ['chloroplast'], marks: 1 });
  });

  it('reads OR between lines and inside a line as another accepted wording', () => {
    const points = markPoints('the particles gain energy (1)\nOR\nthe particles move faster (1)\nthe particles spread out (1)');
    expect(points.map((p) => p.text)).toEqual(['the particles gain energy', 'the particles spread out']);
    expect(points[0]?.alternatives).toEqual(['the particles move faster']);
    expect(markPoints('insulin OR glucagon (1)')[0]?.alternatives).toEqual(['glucagon']);
  });

  it('turns ORA into the reverse argument', () => {
    const [point] = markPoints('copper is a better conductor than iron ORA (1)');
    expect(point?.text).toBe('copper is a better conductor than iron');
    expect(reverseArgument('the reaction in tube A is faster than in tube B')).toBe('in tube B is slower than the reaction in tube A');
    expect(markPoints('the rate is higher than at 20 °C ORA (1)')[0]?.alternatives).toEqual(['at 20 °C is lower than the rate']);
  });

  it('reads ecf and ft as error carried forward and leaves them out of the wording', () => {
    const [point] = markPoints('current = 0.5 A ecf (1)');
    expect(point).toMatchObject({ text: 'current = 0.5 A', carriedForward: true, marks: 1 });
    expect(markPoints('efficiency = 40% (ft from (a)) (1)')[0]?.carriedForward).toBe(true);
  });

  it('reads the method, accuracy and independent marks of mathematics', () => {
    const points = markPoints('3x = 12 M1\nx = 4 A1\ny = 7 B1');
    expect(points.map((p) => [p.text, p.marks, p.kind])).toEqual([
      ['3x = 12', 1, 'M'],
      ['x = 4', 1, 'A'],
      ['y = 7', 1, 'B'],
    ]);
    expect(markPoints('2πr used M1 = 31.4 cm A1 cao').map((p) => [p.text, p.kind])).toEqual([
      ['2πr used', 'M'],
      ['= 31.4 cm', 'A'],
    ]);
    expect(markPoints('correct substitution into area formula M2\n24 cm² A1ft').map((p) => p.marks)).toEqual([2, 1]);
  });

  it('keeps a formula whole rather than splitting it at "/"', () => {
    expect(markPoints('R = V / I (1)')[0]).toMatchObject({ text: 'R = V / I', alternatives: [] });
  });
});

describe('a whole scheme in each convention', () => {
  const scheme = parseMarkScheme(`1(a) Site of aerobic respiration (1). Releases energy / produces ATP (1).
1(b) any two from: lungs; kidneys; skin [2]
2 enzyme is denatured [1]; active site changes shape [1]; substrate no longer fits [1]
3(a) 3x = 12 M1
x = 4 A1
3(b) the particles gain energy (1)
the particles move faster (1)
the particles spread out (1)
max 2
[Total: 12]`);

  it('gives each part the marks its points are worth', () => {
    expect(scheme.items.map((i) => [i.label, i.points.length, i.marks ?? pointsTotal(i.points)])).toEqual([
      ['1(a)', 2, 2],
      ['1(b)', 3, 2],
      ['2', 3, 3],
      ['3(a)', 2, 2],
      ['3(b)', 3, 2],
    ]);
    expect(scheme.totalMarks).toBe(11);
  });
});

describe('marks written before the point, IB caps and levels', () => {
  it('reads "Award 1 mark for", "1 point for stating that" and a criterion\'s mark before its colon', () => {
    expect(pairs('Award 1 mark for: the fuse melts\n1 point for stating that the circuit breaks\nCriterion C (2 pts): no current flows')).toEqual([
      ['the fuse melts', 1],
      ['the circuit breaks', 1],
      ['no current flows', 2],
    ]);
  });

  it('caps "[2 max]" lines and "Award [1] for each ... up to [3 max]" lists', () => {
    expect(pointsTotal(markPoints('drag increases; drag equals weight; no resultant force [2 max]'))).toBe(2);
    const list = markPoints('Award [1] for each of the following up to [3 max]:\n• engulf pathogens\n• make antibodies\n• antitoxins\n• memory cells');
    expect(list).toHaveLength(4);
    expect(pointsTotal(list)).toBe(3);
  });

  it('takes a guidance column\'s accept after a point\'s mark as its alternative', () => {
    expect(markPoints('the right ventricle pumps blood to the lungs B1 accept the right ventricle sends blood to the lungs')[0]).toMatchObject({
      text: 'the right ventricle pumps blood to the lungs',
      alternatives: ['the right ventricle sends blood to the lungs'],
    });
  });

  it('reads a levels-of-response scheme as its indicative content, worth the top band', () => {
    const [item] = parseMarkScheme(`1 Level 2 (3-4 marks): A clear explanation.
Level 1 (1-2 marks): Simple statements.
0 marks: No relevant content.
Indicative content:
• waves erode the base of the cliff
• a notch forms
• the overhang collapses`).items;
    expect(item?.marks).toBe(4);
    expect(item?.points.map((p) => p.text)).toEqual(['waves erode the base of the cliff', 'a notch forms', 'the overhang collapses']);
  });
});
