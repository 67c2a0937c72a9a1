-- The hot reads (My Assessments, usage summary, My Files, My Reports, dashboard overview, pending jobs, class
-- report) reach only their caller's rows, through indexes, whatever the size of the school.

-- A file names its assessment or submission by the id as text (a resource names its own key): these let a
-- file find its assessment or submission through an index instead of reading every row to compare.
CREATE UNIQUE INDEX assessments_id_text_idx ON assessments ((id::text));
CREATE UNIQUE INDEX student_assessments_id_text_idx ON student_assessments ((id::text));

-- A viewer's latest submission of each assessment (My Assessments).
CREATE INDEX student_assessments_assessment_student_idx ON student_assessments (assessment_id, student_id, submitted_at DESC);
