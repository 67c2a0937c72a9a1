/** A status for display: underscores become spaces ('in_progress' reads 'in progress'). */
export function formatStatusLabel(status: string | null | undefined): string {
  return (status ?? '').replace(/_/g, ' ');
}

/** Description previews on My Assessments: 80 characters in the grid, 60 in the list (spec 02 §9). */
export const DESCRIPTION_PREVIEW_LENGTH = { grid: 80, list: 60 } as const;

export function descriptionPreview(description: string | null | undefined, layout: 'grid' | 'list'): string {
  const text = (description ?? '').trim();
  const limit = DESCRIPTION_PREVIEW_LENGTH[layout];
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

/** Subject names as analytics shows them: each word capitalised, underscores read as spaces ('computer_science' -> 'Computer Science'). */
export function titleCaseSubject(name: string | null | undefined): string {
  return (name ?? '')
    .replace(/_/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => (word === '' ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A title as part of a file name: each run of characters other than letters, digits, '_' and '-' becomes '-', lower case. */
export function fileNameSlug(text: string): string {
  return text.replace(/[^\w-]+/g, '-').toLowerCase();
}
