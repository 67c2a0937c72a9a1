// Every count the product writes in words goes through here, so "1 day", "2 days" and "1 Student" follow one
// rule (the language's plural categories), not a hand-written "=== 1" in each screen.
const rules = new Intl.PluralRules('en');

/** The word for a count: `one` for a count of one, else `other` (the word with an "s" unless given). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** A count and its word: "1 day", "3 days", "1 Student", "0 marks". */
export function countOf(count: number, one: string, other?: string): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
