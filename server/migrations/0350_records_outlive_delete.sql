-- A teacher's Delete archives an assessment rather than removing it: the students' submissions, marks, reports and
-- files are records the school keeps. An administrator lists archived assessments and restores them.
ALTER TABLE assessments ADD COLUMN archived_at timestamptz;
ALTER TABLE assessments ADD COLUMN archived_by uuid REFERENCES auth.users (id) ON DELETE SET NULL;
CREATE INDEX assessments_archived_idx ON assessments (archived_at) WHERE archived_at IS NOT NULL;

-- Versions of the records teachers edit, so that a save made from a stale copy (another teacher, another tab) is
-- refused rather than overwriting changes it never saw. Every write of a record's shared fields adds one.
ALTER TABLE assessments ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE student_assessments ADD COLUMN marks_version integer NOT NULL DEFAULT 1;
