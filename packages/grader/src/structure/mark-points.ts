// Reads a mark scheme's answer as exam boards write it: points inline with their marks ("X (1). Y (1)."),
// ';'-separated points, "any two from:" lists, "max N", accept / allow / reject / ignore, OR, ORA, ecf,
// and the M1 / A1 / B1 marks of mathematics.

export type MarkKind = 'M' | 'A' | 'B';

export interface MarkPoint {
  text: string;
  /** Other wordings the mark scheme accepts for the same point. */
  alternatives: string[];
  marks: number;
  /** Wordings the scheme rejects: an answer that gives one of these (and not the point) does not earn it. */
  rejected?: string[];
  /** Mathematics: M a method mark, A an accuracy mark (earned only with the method mark before it), B independent. */
  kind?: MarkKind;
  /** Points that share a cap ("any two from:", "max 2"): together they earn at most `max` marks. */
  group?: { id: number; max: number };
  /** Error carried forward (ecf / ft): a wrong earlier value used correctly still earns the point. */
  carriedForward?: boolean;
}

const BULLET = /^\s*(?:[•·▪◦*\-–]|\d{1,2}[.)](?=\s)|\([ivx]+\)(?=\s))\s*/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
/** "any two from:", "any 2 of the following", "award any three of:" (the rest of the line may hold points). */
const ANY_OF = new RegExp(String.raw`^\s*(?:award\s+)?any\s+${COUNT}\s+(?:marking\s+points\s+)?(?:from|of)\b(?:\s+the\s+following)?[:\s-]*`, 'i');
/** "max 2", "max. 2 marks", "(maximum 3)", "[2 max]" alone on a line or at the end of one. */
const MAX = /\s*(?:[([]?\s*max(?:imum)?\.?\s*(\d{1,2})\s*(?:marks?)?\s*[)\]]?|[([]\s*(\d{1,2})\s*(?:marks?\s+)?max(?:imum)?\s*[)\]])\s*\.?\s*$/i;
/** "Award [1] for each of the following up to [3 max]:", "1 mark for each, up to a maximum of 3": a list capped at N. */
const EACH_UP_TO = /^\s*(?:award\s+)?(?:\[\s*1\s*\]|1\s*mark|one\s+mark)\s+(?:for\s+)?each\b.*?\bup\s+to\s+(?:a\s+)?(?:max(?:imum)?\s+(?:of\s+)?)?[([]?\s*(\d{1,2})\s*(?:max|marks?)?\s*[)\]]?\s*[:.]?\s*$/i;
/** A point's mark written before it: "Award 1 mark for: X", "1 mark for X", "1 point for stating that X". */
const MARK_FOR = new RegExp(String.raw`^\s*(?:award\s+)?${COUNT.replace('(', '(?<marks>')}\s+(?:marks?|points?|pts?)\s+(?:for|if)\b(?:\s+(?:stating|saying|naming|explaining|describing|giving|identifying|recognising|recognizing)(?:\s+that)?)?[:\s]*`, 'i');
/** The bands of a levels-of-response scheme and their headings: not points ("Level 3 (5-6 marks): ...", "0 marks: ..."). */
const LEVEL_LINE = /^\s*(?:level\s+\d\b|band\s+\d\b|0\s+marks?\b|no\s+(?:relevant\s+)?(?:content|response)\b|indicative\s+content\b|(?:the\s+)?answers?\s+(?:may|could|might)\s+include\b)/i;
const ACCEPT = /^\s*(?:also\s+)?(?:accept|allow|credit)\b[:\s]*/i;
const REJECT = /^\s*(?:reject|do\s+not\s+(?:accept|allow|credit)|don't\s+(?:accept|allow)|not)\b[:\s]*/i;
const IGNORED = /^\s*(?:ignore|award|total|marks?\s+awarded|guidance|comments?)\b/i;
const OR_ALONE = /^\s*or\s*$/i;
const OR_START = /^\s*or\b[:\s]+/i;
/** A point's own mark: "(1)", "[1]", "(2 marks)", "1 mark", "/2" at the end of a line, or a mathematics mark "M1", "A1", "B2" (also "A1ft", "B1 cao"). */
const MARK_TOKEN = /\s*(?:[([]\s*(\d)\s*(?:marks?|points?|pts?)?\s*[)\]]|(?<![\w/])(\d)\s*marks?\b|(?<![\w/])([MAB])(\d)(?:\s*(?:ft|cao|oe|dep|isw)\b)*(?![\w])|(?<=\s)\/\s*(\d)\s*$)\s*/g;
/** Inline qualifiers in brackets: "(accept fuse)", "(allow ...)", "(reject ...)", "(ignore ...)". */
const INLINE_QUALIFIER = /\s*[([]\s*(accept|allow|reject|do not accept|not|ignore)\b[:\s]*([^)\]]*)[)\]]/gi;
const REVERSE_ARGUMENT = /\s*\(?\bora\b\)?\.?/i;
const CARRIED_FORWARD = /\s*\(?\b(?:e\.?c\.?f\.?|ft|follow[- ]through)\b\)?\.?/i;
const NOTATION = /\s*\b(?:cao|oe|owtte|isw|dep)\b\.?/gi;

function count(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

function clean(text: string): string {
  return text
    .replace(NOTATION, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.;,:]+|[\s.;,:]+$/g, '')
    .trim();
}

/** Splits "A / B", "A OR B" into wordings, but not a formula ("R = V / I"). */
function wordings(text: string): string[] {
  if (text.includes('=')) return [text];
  return text.split(/\s+\/\s+|\s+OR\s+/).map(clean).filter(Boolean);
}

const COMPARATIVES: [string, string][] = [
  ['more', 'less'],
  ['higher', 'lower'],
  ['greater', 'smaller'],
  ['larger', 'smaller'],
  ['bigger', 'smaller'],
  ['increases', 'decreases'],
  ['increase', 'decrease'],
  ['faster', 'slower'],
  ['longer', 'shorter'],
  ['stronger', 'weaker'],
  ['hotter', 'colder'],
  ['warmer', 'cooler'],
  ['heavier', 'lighter'],
];
const OPPOSITE = new Map<string, string>(COMPARATIVES.flatMap(([a, b]) => [[a, b], [b, a]]));

/**
 * The reverse argument ORA allows: "A is bigger than B" also reads "B is smaller than A"; without a
 * comparison of two things, the comparative word turned round ("pressure increases" / "pressure decreases"
 * is not it, so nothing is added).
 */
export function reverseArgument(text: string): string | undefined {
  const m = /^(.+?)\s+(is|are|was|were|has|have)\s+(.+?)\s+than\s+(.+)$/i.exec(text);
  if (!m) return undefined;
  const [, left, verb, comparison, right] = m as unknown as [string, string, string, string, string];
  const turned = comparison.replace(/\b\w+\b/g, (w) => OPPOSITE.get(w.toLowerCase()) ?? w);
  if (turned === comparison) return undefined;
  return `${right.replace(/[.]$/, '')} ${verb} ${turned} than ${left}`;
}

interface Piece {
  text: string;
  marks?: number;
  kind?: MarkKind;
}

/** Cuts a line at each mark token: "Site of X (1). Releases Y (1)." gives two pieces with their marks. */
function splitAtMarks(line: string): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  let pending: number | undefined;
  for (const m of line.matchAll(MARK_TOKEN)) {
    if (line.slice(m.index + m[0].length).startsWith(':')) {
      // "Criterion A (1 pt): X": a label, then the mark of the point after the colon.
      pending = Number(m[1] ?? m[2] ?? m[4]);
      start = m.index + m[0].length + 1;
      continue;
    }
    const text = line.slice(start, m.index);
    const kind = m[3] as MarkKind | undefined;
    const marks = Number(m[1] ?? m[2] ?? m[4] ?? m[5]);
    const piece: Piece = { text, marks };
    if (kind) piece.kind = kind;
    pieces.push(piece);
    start = m.index + m[0].length;
  }
  const rest = line.slice(start);
  if (pending !== undefined) pieces.push({ text: rest, marks: pending });
  else if (clean(rest) || pieces.length === 0) pieces.push({ text: rest });
  return pieces;
}

/** The pieces of one line: at its marks, else at its semicolons (one mark each, the line's mark as their cap). */
function piecesOf(line: string): { pieces: Piece[]; cap?: number } {
  const atMarks = splitAtMarks(line);
  const marked = atMarks.filter((p) => p.marks !== undefined);
  if (marked.length > 1 || (marked.length === 1 && atMarks.length > 1 && !line.includes(';'))) return { pieces: atMarks };
  const parts = line.split(';').map((p) => p.trim()).filter((p) => clean(p.replace(MARK_TOKEN, ' ')) !== '');
  if (parts.length < 2) return { pieces: atMarks.filter((p) => clean(p.text) !== '' || p.marks !== undefined) };
  const pieces = parts.map((p) => splitAtMarks(p)[0]!);
  const lineMark = pieces.at(-1)!.marks;
  if (lineMark !== undefined && pieces.slice(0, -1).every((p) => p.marks === undefined)) {
    // "A; B; C [2]": the mark at the end is the line's, shared out a mark a point.
    for (const p of pieces) delete p.marks;
    return lineMark < pieces.length ? { pieces, cap: lineMark } : { pieces };
  }
  return { pieces };
}

/** Splits a mark-scheme answer into mark points, in the conventions of the exam boards' schemes. */
export function markPoints(answer: string): MarkPoint[] {
  const points: MarkPoint[] = [];
  let groups = 0;
  let openGroup: { id: number; max: number } | undefined;
  let nextIsAlternative = false;

  const lines = answer
    .split('\n')
    .map((l) => l.replace(BULLET, '').trim())
    .filter(Boolean);
  for (let line of lines) {
    const previous = points.at(-1);
    if (OR_ALONE.test(line)) {
      nextIsAlternative = previous !== undefined;
      continue;
    }
    if (LEVEL_LINE.test(line)) continue;
    const eachUpTo = EACH_UP_TO.exec(line);
    if (eachUpTo?.[1]) {
      openGroup = { id: ++groups, max: Number(eachUpTo[1]) };
      continue;
    }
    const anyOf = ANY_OF.exec(line);
    if (anyOf?.[1]) {
      openGroup = { id: ++groups, max: count(anyOf[1]) };
      line = line.slice(anyOf[0].length);
      if (!clean(line)) continue;
    }
    const markFor = MARK_FOR.exec(line);
    if (markFor?.groups?.marks) line = `${line.slice(markFor[0].length)} (${count(markFor.groups.marks)})`;
    const max = MAX.exec(line);
    const maxMarks = max?.[1] ?? max?.[2];
    if (maxMarks) {
      line = line.slice(0, max!.index);
      const cap = Number(maxMarks);
      if (!clean(line)) {
        // "max N" on its own line caps the open list, or every point so far that is in no list.
        if (openGroup) openGroup.max = cap;
        else {
          const group = { id: ++groups, max: cap };
          for (const p of points) p.group ??= group;
        }
        openGroup = undefined;
        continue;
      }
    }
    if (IGNORED.test(line)) continue;
    if (REJECT.test(line)) {
      if (previous) (previous.rejected ??= []).push(...wordings(clean(line.replace(REJECT, '').replace(MARK_TOKEN, ' '))));
      continue;
    }
    if ((ACCEPT.test(line) || OR_START.test(line) || nextIsAlternative) && previous) {
      nextIsAlternative = false;
      const rest = clean(line.replace(ACCEPT, '').replace(OR_START, '').replace(MARK_TOKEN, ' '));
      if (rest) previous.alternatives.push(...rest.split(/\s+\/\s+|\s+OR\s+|,\s*/).map(clean).filter(Boolean));
      continue;
    }
    const lineGroup = maxMarks ? { id: ++groups, max: Number(maxMarks) } : undefined;
    const { pieces, cap } = piecesOf(line);
    const group = lineGroup ?? (cap !== undefined ? { id: ++groups, max: cap } : openGroup);
    for (const piece of pieces) {
      const last = points.at(-1);
      // A qualifier after a point's mark, as a guidance column puts it: "X  B1  accept Y", "X (1) ignore Z".
      if (last && piece.marks === undefined && (ACCEPT.test(piece.text) || REJECT.test(piece.text) || IGNORED.test(piece.text))) {
        const rest = clean(piece.text.replace(ACCEPT, '').replace(REJECT, ''));
        if (ACCEPT.test(piece.text) && rest) last.alternatives.push(...rest.split(/\s+\/\s+|\s+OR\s+|,\s*/).map(clean).filter(Boolean));
        else if (REJECT.test(piece.text) && rest) (last.rejected ??= []).push(...wordings(rest));
        continue;
      }
      const point = pointOf(piece);
      if (!point) continue;
      if (group) point.group = group;
      points.push(point);
    }
  }
  return points;
}

function pointOf(piece: Piece): MarkPoint | undefined {
  let text = piece.text;
  const alternatives: string[] = [];
  const rejected: string[] = [];
  text = text.replace(INLINE_QUALIFIER, (_all, word: string, wording: string) => {
    const list = wording.split(/\s+\/\s+|\s+OR\s+|,\s*/).map(clean).filter(Boolean);
    if (/^(?:accept|allow)$/i.test(word)) alternatives.push(...list);
    else if (!/^ignore$/i.test(word)) rejected.push(...list);
    return ' ';
  });
  const reverse = REVERSE_ARGUMENT.test(text);
  text = text.replace(REVERSE_ARGUMENT, ' ');
  const carriedForward = CARRIED_FORWARD.test(text);
  text = text.replace(CARRIED_FORWARD, ' ');
  const [main, ...others] = wordings(clean(text));
  if (!main) return undefined;
  const point: MarkPoint = { text: main, alternatives: [...others, ...alternatives], marks: piece.marks ?? 1 };
  if (reverse) {
    const reversed = reverseArgument(main);
    if (reversed) point.alternatives.push(reversed);
  }
  if (rejected.length) point.rejected = rejected;
  if (piece.kind) point.kind = piece.kind;
  if (carriedForward) point.carriedForward = true;
  return point;
}

/** The marks a scheme's points are worth together, with every list's cap applied. */
export function pointsTotal(points: readonly MarkPoint[]): number {
  let total = 0;
  const grouped = new Map<number, { max: number; sum: number }>();
  for (const p of points) {
    if (!p.group) total += p.marks;
    else {
      const g = grouped.get(p.group.id) ?? { max: p.group.max, sum: 0 };
      g.sum += p.marks;
      grouped.set(p.group.id, g);
    }
  }
  for (const g of grouped.values()) total += Math.min(g.max, g.sum);
  return total;
}

/** How many marks a scheme's answer writes beside its points: "(1)", "[1]", "2 marks", "M1". */
export function pointMarksCount(answer: string): number {
  return (answer.match(MARK_TOKEN)?.length ?? 0) + answer.split('\n').filter((line) => MARK_FOR.test(line.replace(BULLET, ''))).length;
}

/** Whether a scheme's answer caps its points: "any two from", "max 2". */
export function hasCap(answer: string): boolean {
  return answer.split('\n').some((line) => ANY_OF.test(line.replace(BULLET, '')) || EACH_UP_TO.test(line) || MAX.test(line));
}
