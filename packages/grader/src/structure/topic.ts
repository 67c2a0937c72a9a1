const WORDS = 6;

/**
 * The topic of a question that names none: its first words ("Describe how a quadrat is used…"), taken from the
 * first line, which for a part is the stem it shares with the other parts; the question's number only when
 * its wording is unknown (a mark scheme without its question paper).
 */
export function questionTopic(question: string, questionText: string): string {
  const firstLine = questionText.split('\n').map((line) => line.trim()).find(Boolean) ?? '';
  const words = firstLine.split(/\s+/).filter(Boolean);
  if (words.length === 0) return `Question ${question}`;
  const kept = words.slice(0, WORDS).join(' ').replace(/[\s.,;:!?]+$/, '');
  return words.length > WORDS ? `${kept}…` : kept;
}
