/** A run of text on a page, in PDF user space (origin bottom-left, y grows upwards). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Line {
  y: number;
  height: number;
  items: PositionedText[];
}

function groupLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const tolerance = Math.max(2, item.height * 0.5);
    const line = lines.find((l) => Math.abs(l.y - item.y) <= tolerance);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, height: item.height, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

function lineText(line: Line): string {
  let out = '';
  let end = -Infinity;
  for (const item of line.items) {
    const gap = item.x - end;
    if (out && gap > Math.max(1, item.height * 0.15) && !out.endsWith(' ') && !item.str.startsWith(' ')) out += ' ';
    out += item.str;
    end = item.x + item.width;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A cell of a marks column: "[1]", "(2)", "B1", "M1 A1", "[2 max]" (a note may follow), or "1", "/3", "2 marks" alone. */
const MARKS_CELL = /^(?:(?:[([]\s*\d{1,2}\s*(?:marks?|max)?\s*[)\]]|(?:[MABC]\d\s*)+)(?:\s|$)|\/?\d{1,2}(?:\s*marks?)?\s*$)/i;

/** A run of text that is a mark and nothing else: a cell of a table's marks column beside a guidance column. */
const MARKS_ONLY = /^\s*(?:[([]\s*\d{1,2}\s*(?:marks?)?\s*[)\]]|(?:[MABC]\d\s*)+|\/\d{1,2})\s*$/;

/**
 * Finds the x position of a gutter between two columns: a vertical strip in the middle half of the page
 * that almost no text crosses while both sides hold several lines. Returns undefined for single-column pages.
 */
export function findGutter(items: PositionedText[], pageWidth: number): number | undefined {
  const bins = 100;
  const cover = new Array<number>(bins).fill(0);
  const binOf = (x: number) => Math.min(bins - 1, Math.max(0, Math.floor((x / pageWidth) * bins)));
  for (const item of items) {
    for (let b = binOf(item.x); b <= binOf(item.x + item.width); b++) cover[b] = (cover[b] ?? 0) + 1;
  }
  const lineCount = groupLines(items).length;
  const limit = Math.max(1, Math.floor(lineCount * 0.1));
  let best: { start: number; length: number } | undefined;
  let start = -1;
  for (let b = 25; b <= 75; b++) {
    const open = (cover[b] ?? 0) <= limit;
    if (open && start < 0) start = b;
    if ((!open || b === 75) && start >= 0) {
      const end = open ? b + 1 : b;
      if (!best || end - start > best.length) best = { start, length: end - start };
      start = -1;
    }
  }
  if (!best || best.length < 2) return undefined;
  const gutter = ((best.start + best.length / 2) / bins) * pageWidth;
  const left = groupLines(items.filter((i) => i.x + i.width <= gutter)).length;
  const rightLines = groupLines(items.filter((i) => i.x >= gutter));
  // A column of marks ("[1]", "(1)", "B1", "2") is a table's or a margin's, read across with its row, not a
  // column of text read after the other.
  const marksColumn = rightLines.filter((l) => MARKS_CELL.test(lineText(l)) || l.items.some((i) => MARKS_ONLY.test(i.str))).length >= rightLines.length / 2;
  return left >= 3 && rightLines.length >= 3 && !marksColumn ? gutter : undefined;
}

const left = (line: Line) => line.items[0]!.x;
const right = (line: Line) => Math.max(...line.items.map((i) => i.x + i.width));

/** A line that starts something of its own: a question or part label, a bullet, or a mark scheme's keyword. */
const STARTS_OWN_LINE = /^\s*(?:\([a-z]{1,4}\)|[a-h][.)]\s|q(?:uestion)?\s*\d|\d{1,3}\s*[.)(a-z]?|[•·▪◦*\-–]|(?:or|accept|allow|credit|reject|do not|not|ignore|award|max(?:imum)?|any|total|topic)\b)/i;
/** A line that ends with a mark ("(1)", "[2]", "2 marks", "M1"): whatever follows is a new point. */
const ENDS_WITH_MARK = /(?:[([]\s*\d{1,3}\s*(?:marks?)?\s*[)\]]|\b\d{1,3}\s*marks?|\b[MAB]\d)\s*\.?$/i;

/**
 * Whether `next` continues `line` because the text wrapped there: the next line's first word would not have
 * fitted before the right edge of the text, the two lines share a size and left edge and sit one line apart, and
 * the next line does not open a label, a bullet or a keyword of its own. Typed papers wrap long sentences, and a
 * mark point cut in two at the margin is still one point.
 */
function wrapsInto(line: Line, next: Line, rightEdge: number): boolean {
  const height = line.height || 10;
  if (Math.abs(next.height - line.height) > 0.2 * height) return false;
  if (line.y - next.y > 1.9 * height || Math.abs(left(next) - left(line)) > 3 * height) return false;
  const previousText = lineText(line);
  const nextText = lineText(next);
  if (!nextText || STARTS_OWN_LINE.test(nextText) || ENDS_WITH_MARK.test(previousText)) return false;
  const first = next.items[0]!;
  const word = /^\S+/.exec(first.str.trimStart())?.[0] ?? '';
  const wordWidth = first.str.length ? (first.width * word.length) / first.str.length : 0;
  const space = 0.25 * height;
  return right(line) + space + wordWidth > rightEdge;
}

/**
 * The lines' text, with lines that wrapped joined back into one. The right edge of the text is taken as the
 * left margin mirrored (pages are laid out with even margins), so a page of short lines never reads as wrapped.
 */
function linesText(lines: Line[], rightEdge: number): string[] {
  const out: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const text = lineText(line);
    if (previous && out.length && wrapsInto(previous, line, rightEdge)) out[out.length - 1] = `${out.at(-1)!} ${text}`;
    else out.push(text);
    previous = line;
  }
  return out;
}

/** Puts a page's text runs into reading order: top to bottom, and each column in turn on two-column pages. */
export function readingOrder(items: PositionedText[], pageWidth: number): string {
  const visible = items.filter((i) => i.str.trim() !== '');
  const gutter = findGutter(visible, pageWidth);
  if (gutter === undefined) {
    const lines = groupLines(visible);
    const margin = Math.min(...lines.map(left));
    return linesText(lines, pageWidth - margin).join('\n');
  }
  const out: string[] = [];
  let block: Line[] = [];
  const flush = () => {
    const inBlock = block.flatMap((l) => l.items);
    out.push(...groupLines(inBlock.filter((i) => i.x < gutter)).map(lineText));
    out.push(...groupLines(inBlock.filter((i) => i.x >= gutter)).map(lineText));
    block = [];
  };
  for (const line of groupLines(visible)) {
    const spans = line.items.some((i) => i.x < gutter && i.x + i.width > gutter);
    if (spans) {
      flush();
      out.push(lineText(line));
    } else block.push(line);
  }
  flush();
  return out.filter((l) => l !== '').join('\n');
}
