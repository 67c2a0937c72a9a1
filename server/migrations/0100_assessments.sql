-- Assessments, subjects, submissions and their results, teacher review, jobs, stored files and usage counters.
-- Column names follow the entities of the product specification (assessments, files, jobs, usage).

-- Subjects: system subjects are shared by everyone; others belong to a school (or, without one, to their creator).
CREATE TABLE subjects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  is_system_defined boolean NOT NULL DEFAULT false,
  school_id uuid REFERENCES schools (id) ON DELETE CASCADE,
  created_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subjects_system_name_key ON subjects (lower(name)) WHERE is_system_defined;
CREATE UNIQUE INDEX subjects_school_name_key ON subjects (school_id, lower(name)) WHERE NOT is_system_defined AND school_id IS NOT NULL;
CREATE UNIQUE INDEX subjects_personal_name_key ON subjects (created_by, lower(name)) WHERE NOT is_system_defined AND school_id IS NULL;

INSERT INTO subjects (name, is_system_defined) VALUES
  ('Mathematics', true),
  ('English', true),
  ('Biology', true),
  ('Chemistry', true),
  ('Physics', true),
  ('History', true),
  ('Geography', true),
  ('Computer Science', true),
  ('Economics', true),
  ('Business Studies', true),
  ('French', true),
  ('Spanish', true);

-- An assessment: a paper (question paper and mark scheme) created by a user, uploaded, generated or submitted.
CREATE TABLE assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'graded', 'rejected', 'draft', 'submitted', 'in_progress', 'completed', 'not_started')),
  creator_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  subject_id uuid REFERENCES subjects (id) ON DELETE SET NULL,
  -- The class (year group) it was written for; class_id refers to a class record when one was chosen.
  class_id uuid,
  class_name text,
  difficulty_level text,
  total_marks numeric,
  time_limit_minutes integer,
  instructions text,
  instructions_to_students text,
  -- How it came to be: submission (Submit New / Upload & Validate), upload (create with files), ai_generated.
  source text NOT NULL DEFAULT 'submission' CHECK (source IN ('submission', 'upload', 'ai_generated')),
  is_self_created boolean NOT NULL DEFAULT true,
  question_configuration jsonb,
  -- Questions and mark scheme produced by the generator (AI mode).
  generated_content jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assessments_creator_idx ON assessments (creator_id, created_at DESC);
CREATE INDEX assessments_subject_idx ON assessments (subject_id);

-- A student's submission of an assessment and its overall result. Marks are provisional until a teacher releases them.
CREATE TABLE student_assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assessment_id uuid NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  purpose text NOT NULL DEFAULT 'submission' CHECK (purpose IN ('submission', 'validation')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'submitted', 'graded', 'completed', 'failed', 'rejected')),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  graded_at timestamptz,
  -- The grader's totals (provisional).
  total_marks numeric,
  total_marks_obtained numeric,
  percentage numeric,
  overall_comment text,
  -- Lists of {topic, description, ...} by topic, as the grader gives them.
  strength_areas jsonb NOT NULL DEFAULT '[]'::jsonb,
  improvement_areas jsonb NOT NULL DEFAULT '[]'::jsonb,
  exam_details jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The grader's whole result, kept for the detail response.
  result jsonb,
  -- Teacher review (decision 14): the draft feedback and, once released, the released feedback.
  review_state text NOT NULL DEFAULT 'provisional' CHECK (review_state IN ('provisional', 'released')),
  teacher_feedback_draft text,
  teacher_feedback text,
  released_at timestamptz,
  released_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_assessments_student_idx ON student_assessments (student_id, submitted_at DESC);
CREATE INDEX student_assessments_assessment_idx ON student_assessments (assessment_id);

-- The grader's (provisional) marks and feedback, one row a question or question part.
CREATE TABLE question_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  student_assessment_id uuid NOT NULL REFERENCES student_assessments (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question text NOT NULL,
  -- '' when the question has no parts, so that (question, question_part) is a key.
  question_part text NOT NULL DEFAULT '',
  topic text,
  marks_obtained numeric NOT NULL DEFAULT 0,
  total_marks numeric NOT NULL DEFAULT 0,
  student_answer text,
  correct_answer text,
  analysis text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_assessment_id, question, question_part)
);

-- A teacher's current override of one question's marks and feedback; released_* hold what the student and
-- reports see once released. Every change also lands in mark_review_events.
CREATE TABLE mark_overrides (
  student_assessment_id uuid NOT NULL REFERENCES student_assessments (id) ON DELETE CASCADE,
  question text NOT NULL,
  question_part text NOT NULL DEFAULT '',
  marks_obtained numeric NOT NULL CHECK (marks_obtained >= 0),
  feedback text,
  updated_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  released_marks_obtained numeric,
  released_feedback text,
  released_at timestamptz,
  PRIMARY KEY (student_assessment_id, question, question_part)
);

-- The history of review: who changed which mark or feedback, or released, and when.
CREATE TABLE mark_review_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  student_assessment_id uuid NOT NULL REFERENCES student_assessments (id) ON DELETE CASCADE,
  actor_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('override', 'feedback', 'release')),
  question text,
  question_part text,
  old_marks numeric,
  new_marks numeric,
  old_feedback text,
  new_feedback text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mark_review_events_submission_idx ON mark_review_events (student_assessment_id, created_at);

-- Grading, validation and assessment-creation jobs as users see them; the queue itself lives in pg-boss's schema.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_type text NOT NULL CHECK (job_type IN ('grading', 'validation', 'assessment_creation')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  assessment_id uuid REFERENCES assessments (id) ON DELETE CASCADE,
  student_assessment_id uuid REFERENCES student_assessments (id) ON DELETE CASCADE,
  file_name text,
  error_message text,
  -- What the worker needs (stored file ids, options), and what it produced (assessment_creation_result).
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  result jsonb,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_user_status_idx ON jobs (user_id, status, created_at DESC);

-- Stored files: one row a version; the newest version of (entity, file type, name) is the current one.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name text NOT NULL,
  file_type text NOT NULL,
  entity_type text NOT NULL CHECK (entity_type IN ('assessment', 'question', 'student_assessment', 'resource')),
  entity_id text NOT NULL,
  bucket_id text NOT NULL,
  storage_path text NOT NULL,
  uploaded_by uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_current_version boolean NOT NULL DEFAULT true,
  is_self_uploaded boolean NOT NULL DEFAULT false,
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public', 'shared')),
  content_type text NOT NULL DEFAULT 'application/pdf',
  file_size bigint NOT NULL DEFAULT 0,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (bucket_id, storage_path)
);
CREATE INDEX files_owner_idx ON files (uploaded_by, uploaded_at DESC);
CREATE INDEX files_entity_idx ON files (entity_type, entity_id);

-- Uses of a limited feature per user per day (UTC).
CREATE TABLE usage_counters (
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  feature text NOT NULL CHECK (feature IN ('validation', 'assessment', 'assessment_submission')),
  usage_date date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, feature, usage_date)
);

-- The marks reports and analytics use (decision 14): a released override where one exists, else the grader's mark.
CREATE VIEW effective_question_results AS
SELECT
  qr.id,
  qr.student_assessment_id,
  qr.position,
  qr.question,
  qr.question_part,
  qr.topic,
  qr.total_marks,
  qr.student_answer,
  qr.correct_answer,
  qr.marks_obtained AS provisional_marks_obtained,
  COALESCE(o.released_marks_obtained, qr.marks_obtained) AS marks_obtained,
  COALESCE(o.released_feedback, qr.analysis) AS analysis,
  (o.released_at IS NOT NULL) AS is_overridden
FROM question_results qr
LEFT JOIN mark_overrides o
  ON o.student_assessment_id = qr.student_assessment_id AND o.question = qr.question AND o.question_part = qr.question_part;

-- One row a submission with its effective totals and percentage (0-100, null until graded).
CREATE VIEW effective_student_results AS
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
  END AS percentage
FROM student_assessments sa
LEFT JOIN (
  SELECT student_assessment_id, sum(total_marks) AS total_marks, sum(marks_obtained) AS marks_obtained
  FROM effective_question_results GROUP BY student_assessment_id
) q ON q.student_assessment_id = sa.id;
