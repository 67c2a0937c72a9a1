-- The hot reads (My Assessments, usage summary, My Files, My Reports, dashboard overview, pending jobs, class
-- report) reach only their caller's rows, through indexes, whatever the size of the school.

-- A file names its assessment or submission by the id as text (a resource names its own key): these let a
-- file find its assessment or submission through an index instead of reading every row to compare.
CREATE UNIQUE INDEX assessments_id_text_idx ON assessments ((id::text));
CREATE UNIQUE INDEX student_assessments_id_text_idx ON student_assessments ((id::text));

-- A viewer's latest submission of each assessment (My Assessments).
CREATE INDEX student_assessments_assessment_student_idx ON student_assessments (assessment_id, student_id, submitted_at DESC);

-- The effective totals of each submission, computed from that submission's own question results (an index
-- lookup) rather than by grouping every question result of every submission and keeping one group.
CREATE OR REPLACE VIEW effective_student_results AS
SELECT
  sa.id AS student_assessment_id,
  sa.assessment_id,
  sa.student_id,
  sa.purpose,
  sa.status,
  sa.submitted_at,
  sa.graded_at,
  sa.review_state,
  sa.released_at,
  COALESCE(q.total_marks, sa.total_marks) AS total_marks,
  COALESCE(q.marks_obtained, sa.total_marks_obtained) AS marks_obtained,
  CASE
    WHEN COALESCE(q.total_marks, sa.total_marks) > 0
      THEN round(COALESCE(q.marks_obtained, sa.total_marks_obtained) * 100.0 / COALESCE(q.total_marks, sa.total_marks), 2)
    ELSE sa.percentage
  END AS percentage,
  c.counts
FROM student_assessments sa
JOIN counted_submissions c ON c.student_assessment_id = sa.id
LEFT JOIN LATERAL (
  SELECT sum(eq.total_marks) AS total_marks, sum(eq.marks_obtained) AS marks_obtained
  FROM effective_question_results eq WHERE eq.student_assessment_id = sa.id
) q ON true;
