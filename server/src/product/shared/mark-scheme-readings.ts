// The stored readings of assessments' mark schemes (table mark_scheme_readings): the built-in reader's reading of the
// current scheme file, and the version a teacher confirmed. The assessments area reads and confirms them; grading
// jobs mark against a confirmed reading while it is of the scheme file they mark with.
import type { MarkSchemeReading } from '@assess/grader';
import type { Queryable } from '../../db/index.js';

export type StoredReading = {
  assessment_id: string;
  file_id: string;
  reading: MarkSchemeReading;
  confirmed: MarkSchemeReading | null;
  confirmed_at: string | null;
  /** The name of who confirmed it (else their e-mail), or null. */
  confirmed_by: string | null;
};

/** The stored readings of an assessment's mark scheme, of whichever file was read last; undefined when never read. */
export async function storedReading(db: Queryable, assessmentId: string): Promise<StoredReading | undefined> {
  const { rows } = await db.query<StoredReading>(
    `SELECT r.assessment_id, r.file_id, r.reading, r.confirmed,
       to_char(r.confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS confirmed_at,
       COALESCE(NULLIF(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS confirmed_by
     FROM mark_scheme_readings r LEFT JOIN users u ON u.id = r.confirmed_by
     WHERE r.assessment_id = $1`,
    [assessmentId],
  );
  return rows[0];
}

/**
 * Keeps the reader's reading of a scheme file. Another file than the one read before replaces the reading and drops
 * its confirmation, which was of the other scheme; the same file read again keeps the confirmation.
 */
export async function saveReaderReading(db: Queryable, assessmentId: string, fileId: string, reading: MarkSchemeReading): Promise<void> {
  await db.query(
    `INSERT INTO mark_scheme_readings (assessment_id, file_id, reading) VALUES ($1, $2, $3)
     ON CONFLICT (assessment_id) DO UPDATE SET reading = EXCLUDED.reading, read_at = now(), file_id = EXCLUDED.file_id,
       confirmed = CASE WHEN mark_scheme_readings.file_id = EXCLUDED.file_id THEN mark_scheme_readings.confirmed END,
       confirmed_by = CASE WHEN mark_scheme_readings.file_id = EXCLUDED.file_id THEN mark_scheme_readings.confirmed_by END,
       confirmed_at = CASE WHEN mark_scheme_readings.file_id = EXCLUDED.file_id THEN mark_scheme_readings.confirmed_at END`,
    [assessmentId, fileId, JSON.stringify(reading)],
  );
}

/** Keeps a teacher's confirmed reading of the scheme file read; false when that file is no longer the one read. */
export async function saveConfirmedReading(db: Queryable, assessmentId: string, fileId: string, reading: MarkSchemeReading, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mark_scheme_readings SET confirmed = $3, confirmed_by = $4, confirmed_at = now() WHERE assessment_id = $1 AND file_id = $2 RETURNING assessment_id`,
    [assessmentId, fileId, JSON.stringify(reading), userId],
  );
  return rows.length > 0;
}

/** The confirmed reading to mark a submission with: only while it is of the scheme file the submission is marked with. */
export async function confirmedReadingFor(db: Queryable, assessmentId: string, markSchemeFileId: string): Promise<MarkSchemeReading | undefined> {
  const { rows } = await db.query<{ confirmed: MarkSchemeReading }>(
    'SELECT confirmed FROM mark_scheme_readings WHERE assessment_id = $1 AND file_id = $2 AND confirmed IS NOT NULL',
    [assessmentId, markSchemeFileId],
  );
  return rows[0]?.confirmed;
}
