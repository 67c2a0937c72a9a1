-- What counts as a result: a submission (not an Upload & Validate check) of an assessment that someone else set.
-- A student's own Submit New creates an assessment of their own: that is practice, which they see as such, but
-- no average, report, analytics figure or class list counts it. This view holds the rule once; every query of
-- results reads its `counts` column (directly, or through effective_student_results) rather than repeating it.
CREATE VIEW counted_submissions AS
SELECT
  sa.id AS student_assessment_id,
  sa.assessment_id,
  sa.student_id,
  (sa.purpose = 'submission' AND a.creator_id <> sa.student_id) AS counts
FROM student_assessments sa
JOIN assessments a ON a.id = sa.assessment_id;

-- The effective totals of each submission come from that submission's own question results (an index lookup),
-- not from grouping every question result of every submission and keeping one group.
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
