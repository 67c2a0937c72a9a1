-- Versions of classes and student records, as for assessments and marks: a save made from a stale copy (another
-- teacher, another tab) is refused rather than overwriting changes it never saw. Every save of the form adds one.
ALTER TABLE classes ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE students ADD COLUMN version integer NOT NULL DEFAULT 1;
