-- What the grader read of an assessment's mark scheme (its questions, marks, mark points, pages and warnings), and the
-- version its teacher confirmed for marking, with who confirmed it and when. A reading belongs to one mark-scheme
-- file: when another scheme is attached it is read anew, and a confirmation of the old one no longer applies.
CREATE TABLE mark_scheme_readings (
  assessment_id uuid PRIMARY KEY REFERENCES assessments (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  -- The built-in reader's reading, in the grader's shape (MarkSchemeReading).
  reading jsonb NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  -- The teacher's confirmed reading, in the same shape; marking uses it while file_id is the assessment's scheme.
  confirmed jsonb,
  confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz,
  CHECK ((confirmed IS NULL) = (confirmed_at IS NULL))
);
CREATE INDEX mark_scheme_readings_file_idx ON mark_scheme_readings (file_id);
