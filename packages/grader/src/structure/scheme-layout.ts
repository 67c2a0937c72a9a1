// Puts a mark scheme's text, as read from its PDF, back into the lines its layout means before it is split into
// questions: a table's rows with their marks column, a point that wrapped past a mark in the margin, sub-parts
// written on one line, and a running header repeated at the top of every page.

/** A point's own mark or a question's marks: "(1)", "[1]", "[2 marks]", "(1 pt)", "M1", "B1". */
const MARK = String.raw`(?:[([]\s*\d{1,2}\s*(?:marks?|points?|pts?)?\s*[)\]]|\b[MAB]\d\b)`;
const STARTS_WITH_MARK = new RegExp(String.raw`^\s*${MARK}`, 'i');
const ENDS_WITH_MARKS = new RegExp(String.raw`\s*(${MARK}|\b\d{1,2}\s*marks?|\/\s*\d{1,2})\s*$`, 'i');
/** A guidance column's words in a table row, before the row's mark: "X  allow Y  (1)". */
const GUIDANCE = /\s+(?=(?:allow|accept|do not accept|reject|ignore)\s)/i;
/** A table's heading row: "Question  Answer  Marks", "Qu  Working and answer  Mark  Notes". */
const TABLE_HEADING = /^\s*(?:question(?:\s+number)?|qu\.?|q\.?|no\.?)\s+.*\b(?:answers?|working|mark\s+scheme|expected)\b.*\bmarks?\b/i;
/** A table row's label: "1", "1(a)", "2b", "1(a)(ii)". */
const ROW_LABEL = /^\s*(\d{1,3})(?=\s|\(|[a-h]\b)/;
/** A part label after a mark on the same line: "... [1]  (b) ...". */
const INLINE_PART = new RegExp(String.raw`(${MARK}[.;,]?)[ \t]+(\((?:[a-h]|i{1,3}|iv|vi{0,3}|ix|x)\)\s)`, 'gi');
/** A bare number at the end of a table row: its marks column. */
const MARKS_COLUMN = /\s+(\d{1,2})$/;
/** Words a point cannot end on ("taken in", "given off" can): a line ending with one wrapped inside its cell. */
const OPEN_ENDED = /\b(?:the|a|an|of|to|from|between|and|or|into|than|its|their)$/i;
const STARTS_OWN = /^\s*(?:\(?[a-h]\)|\(?[ivx]{1,4}\)|q(?:uestion)?\s*\d|\d{1,3}\b|[•·▪◦*\-–]|(?:or|accept|allow|credit|reject|do not|not|ignore|award|max(?:imum)?|any|total|level|indicative)\b)/i;

/** Lines at the head of the scheme, before its first question, that appear again further on: a running header. */
function dropRunningHeaders(lines: string[]): string[] {
  const first = lines.findIndex((l) => /^\s*(?:q(?:uestion)?\s*)?\d{1,3}\b/i.test(l));
  if (first <= 0) return lines;
  const head = new Set(lines.slice(0, first).map((l) => l.trim()).filter((l) => l.length > 8));
  return lines.filter((l, i) => i < first || !head.has(l.trim()));
}

/**
 * A table read row by row: the heading row dropped, each row's bare number in the marks column written as "[N]",
 * a bare question number kept as a label ("1 0.75" reads "1. 0.75"), and a cell's wrapped lines joined back to
 * their row with the row's mark at the end.
 */
function readTable(lines: string[]): string[] {
  const heading = lines.findIndex((l) => TABLE_HEADING.test(l));
  if (heading < 0) return lines;
  const guidanceColumn = /\b(?:guidance|notes?|comments?|additional)\b/i.test(lines[heading]!);
  const out = lines.slice(0, heading);
  let lastQuestion = 0;
  for (const line of lines.slice(heading + 1)) {
    let text = line;
    const label = ROW_LABEL.exec(text);
    if (label?.[1] && Number(label[1]) === lastQuestion + 1) {
      lastQuestion += 1;
      text = text.replace(ROW_LABEL, (n) => `${n.trim()}.`).replace(/^(\d+)\.(?=\()/, '$1');
    }
    const marks = MARKS_COLUMN.exec(text);
    // Only after a word: "0.15 × 80" or "2x = 10" end on an answer, not a mark; a total is not a row's mark.
    if (marks?.[1] && /[a-z]{2,}$/i.test(text.slice(0, marks.index)) && !/\btotal\b/i.test(text)) text = `${text.slice(0, marks.index)} [${marks[1]}]`;
    const previous = out.at(-1);
    const hasMark = STARTS_WITH_MARK.test(text) || new RegExp(MARK, 'i').test(text);
    if (previous !== undefined && !hasMark && !STARTS_OWN.test(text) && !label && new RegExp(MARK, 'i').test(previous)) {
      // A row's cell wrapped: its next line belongs to the row, before the row's mark when the row ends on an
      // open word ("the forces between the [3]" + "particles are overcome").
      const end = ENDS_WITH_MARKS.exec(previous);
      out[out.length - 1] = end && OPEN_ENDED.test(previous.slice(0, end.index)) ? `${previous.slice(0, end.index)} ${text.trim()}${end[0]}` : `${previous} ${text.trim()}`;
      continue;
    }
    out.push(guidanceColumn ? markBeforeGuidance(text) : text);
  }
  return out;
}

/**
 * A line that wrapped past a mark written in the margin continues on the next: the next line starts with a point's
 * mark ("X [3 marks]" + "(1) Y (1)" reads "X (1) Y (1) [3 marks]"), or the line ends on a word no point ends on
 * ("... flows to /3" + "the appliance" reads "... flows to the appliance /3").
 */
function joinWrappedPastMargin(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const end = previous === undefined ? null : ENDS_WITH_MARKS.exec(previous);
    const startsWithMark = STARTS_WITH_MARK.test(line) && !/^\s*\([a-z]{1,4}\)/i.test(line);
    const openEnded = end !== null && previous !== undefined && OPEN_ENDED.test(previous.slice(0, end.index)) && !STARTS_OWN.test(line);
    if (previous !== undefined && (startsWithMark || openEnded)) {
      out[out.length - 1] = end ? `${previous.slice(0, end.index)} ${line.trim()}${end[0]}` : `${previous} ${line.trim()}`;
    } else out.push(line);
  }
  return out;
}

/** A table row with a guidance column: its mark put after the answer, before the guidance ("X (1) allow Y"). */
function markBeforeGuidance(line: string): string {
  const end = ENDS_WITH_MARKS.exec(line);
  const guidance = GUIDANCE.exec(line);
  if (!end || !guidance || guidance.index === 0 || guidance.index > end.index) return line;
  return `${line.slice(0, guidance.index)}${end[0]}${line.slice(guidance.index, end.index)}`;
}

/** The scheme's text with its layout read: one labelled part a line, tables read across, headers dropped. */
export function readSchemeLayout(text: string): string {
  let lines = text.split(/\r?\n/);
  lines = dropRunningHeaders(lines);
  lines = readTable(lines);
  lines = joinWrappedPastMargin(lines);
  return lines.map((l) => l.replace(INLINE_PART, '$1\n$2')).join('\n');
}
