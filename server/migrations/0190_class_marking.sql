-- Marking a class together: suggested marks learned from a teacher's marks on the same question, and
-- students' regrade requests. Both leave their changes in mark_review_events.

-- A mark suggested for an answer no teacher has marked, re-marked from the teacher's marks on the same
-- question of the assessment. It counts for nothing until a teacher accepts it (then it becomes an override).
CREATE TABLE mark_suggestions (
  student_assessment_id uuid NOT NULL REFERENCES student_assessments (id) ON DELETE CASCADE,
  question text NOT NULL,
  question_part text NOT NULL DEFAULT '',
  marks_obtained numeric NOT NULL CHECK (marks_obtained >= 0),
  -- The teacher-marked submissions this suggestion leans on most, nearest first.
  based_on uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_assessment_id, question, question_part)
);

-- A student's request to look again at one question's marks, once a question, after release.
CREATE TABLE regrade_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  student_assessment_id uuid NOT NULL REFERENCES student_assessments (id) ON DELETE CASCADE,
  question text NOT NULL,
  question_part text NOT NULL DEFAULT '',
  reason text NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'changed', 'unchanged')),
  response text,
  marks_before numeric,
  marks_after numeric,
  requested_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  answered_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  UNIQUE (student_assessment_id, question, question_part)
);
CREATE INDEX regrade_requests_state_idx ON regrade_requests (state, created_at);

ALTER TABLE mark_review_events DROP CONSTRAINT IF EXISTS mark_review_events_action_check;
ALTER TABLE mark_review_events ADD CONSTRAINT mark_review_events_action_check
  CHECK (action IN ('override', 'feedback', 'release', 'suggestion_accepted', 'regrade_requested', 'regrade_answered'));
