-- Assessments assigned to classes: every student of the class sees the assessment and may submit it.
CREATE TABLE class_assessments (
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  assessment_id uuid NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
  assigned_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, assessment_id)
);
CREATE INDEX class_assessments_assessment_idx ON class_assessments (assessment_id);
