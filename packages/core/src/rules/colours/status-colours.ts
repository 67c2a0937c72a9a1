export type StatusChipColour = 'success' | 'warning' | 'error' | 'primary' | 'default';

function normalise(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

/** Dashboard assessment items (spec 01 §4): completed and graded success, in_progress warning, others default. */
export function assessmentProgressStatusColour(status: string | null | undefined): StatusChipColour {
  const value = normalise(status);
  if (value === 'completed' || value === 'graded') return 'success';
  if (value === 'in_progress') return 'warning';
  return 'default';
}

/**
 * My Assessments list (spec 02 §2): graded success, rejected error, pending warning, others default; a teacher's
 * set assessment is primary once set, warning while submissions wait for release, success once all are released.
 */
export function assessmentReviewStatusColour(status: string | null | undefined): StatusChipColour {
  const value = normalise(status);
  if (value === 'graded' || value === 'released') return 'success';
  if (value === 'rejected') return 'error';
  if (value === 'pending' || value === 'submitted') return 'warning';
  if (value === 'set') return 'primary';
  return 'default';
}

/**
 * Report status chip, case-insensitive (spec 02 §4): completed/graded success, failed/rejected error,
 * pending/processing warning, others primary.
 */
export function reportStatusColour(status: string | null | undefined): StatusChipColour {
  const value = normalise(status);
  if (value === 'completed' || value === 'graded') return 'success';
  if (value === 'failed' || value === 'rejected') return 'error';
  if (value === 'pending' || value === 'processing') return 'warning';
  return 'primary';
}

/**
 * The text a report card shows instead of a score when the report is not graded (spec 02 §2):
 * pending 'Awaiting Review', processing 'Being Graded', submitted 'Submitted', else the raw status or 'Unknown'.
 */
export function reportCardStatusText(status: string | null | undefined): string {
  const value = normalise(status);
  if (value === 'pending') return 'Awaiting Review';
  if (value === 'processing') return 'Being Graded';
  if (value === 'submitted') return 'Submitted';
  return status && status.trim() !== '' ? status : 'Unknown';
}
