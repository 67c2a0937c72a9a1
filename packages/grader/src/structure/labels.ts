const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

export function isRoman(token: string): boolean {
  return ROMAN.includes(token.toLowerCase());
}

/** Parts are kept as a list: ['a', 'ii'] for 1(a)(ii). */
export function formatLabel(question: string, parts: readonly string[]): string {
  return question + parts.map((p) => `(${p})`).join('');
}

export function formatPart(parts: readonly string[]): string {
  return parts.map((p) => `(${p})`).join('');
}

/**
 * Reads a part token in context: "(i)" after "(h)" is the letter i, after any other letter it is the
 * roman numeral i. Returns the new part path, or undefined when the token is not a part.
 */
export function nextPartPath(current: readonly string[], token: string): string[] {
  const t = token.toLowerCase();
  const letter = current[0];
  const followsLetter = letter !== undefined && letter.length === 1 && t.length === 1 && t.charCodeAt(0) === letter.charCodeAt(0) + 1;
  if (letter !== undefined && isRoman(t) && !followsLetter) return [letter, t];
  return [t];
}
