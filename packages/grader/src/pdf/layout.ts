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
  const right = groupLines(items.filter((i) => i.x >= gutter)).length;
  return left >= 3 && right >= 3 ? gutter : undefined;
}

/** Puts a page's text runs into reading order: top to bottom, and each column in turn on two-column pages. */
export function readingOrder(items: PositionedText[], pageWidth: number): string {
  const visible = items.filter((i) => i.str.trim() !== '');
  const gutter = findGutter(visible, pageWidth);
  if (gutter === undefined) return groupLines(visible).map(lineText).join('\n');
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
