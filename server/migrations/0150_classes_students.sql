-- Classes and the student records teachers keep, with invitations that link a record to a student's account.
CREATE TABLE classes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  description text,
  subject_id uuid,
  year_group text,
  grade_level text,
  academic_year text,
  teacher_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  school_id uuid REFERENCES schools (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_teacher_idx ON classes (teacher_id);
CREATE INDEX classes_school_idx ON classes (school_id);

CREATE TABLE students (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  school_id uuid REFERENCES schools (id) ON DELETE SET NULL,
  class_id uuid REFERENCES classes (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (btrim(name) <> ''),
  email text,
  student_id text,
  class_year text,
  notes text,
  user_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  invitation_status text CHECK (invitation_status IN ('pending', 'accepted', 'expired')),
  invitation_code text UNIQUE,
  invitation_expires_at timestamptz,
  invited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX students_teacher_idx ON students (teacher_id);
CREATE INDEX students_class_idx ON students (class_id);
CREATE INDEX students_user_idx ON students (user_id);
CREATE INDEX students_school_idx ON students (school_id);
CREATE INDEX students_open_invitation_idx ON students (invitation_expires_at) WHERE invitation_status = 'pending';
