/**
 * The subject picker offers 'create' for typed text that matches no existing subject name,
 * ignoring case and surrounding blanks (spec 02 §5).
 */
export function canCreateSubject(typed: string, existingNames: readonly string[]): boolean {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return false;
  return !existingNames.some((name) => name.trim().toLowerCase() === wanted);
}
