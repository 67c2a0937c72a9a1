-- How many times a student may submit an assessment someone else set (one by default; its teacher may allow more).
-- Assessments answered more than once before the rule keep those attempts: their allowance is the most any student
-- used, so that no label reads "Attempt 2 of 1".
ALTER TABLE assessments ADD COLUMN attempts_allowed integer NOT NULL DEFAULT 1 CHECK (attempts_allowed >= 1);

UPDATE assessments a SET attempts_allowed = used.most
FROM (
  SELECT assessment_id, max(attempts) AS most FROM (
    SELECT sa.assessment_id, sa.student_id, count(*) AS attempts
    FROM student_assessments sa JOIN assessments own ON own.id = sa.assessment_id
    WHERE sa.purpose = 'submission' AND sa.student_id <> own.creator_id AND sa.status NOT IN ('failed', 'rejected')
    GROUP BY sa.assessment_id, sa.student_id
  ) per_student GROUP BY assessment_id
) used
WHERE used.assessment_id = a.id AND used.most > 1;
