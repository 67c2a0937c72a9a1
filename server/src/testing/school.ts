// A school's worth of data, written straight into the tables (generate_series), for the plans of the hot reads
// (src/product/hot-reads.test.ts) and the read benchmark on a full database (src/bench/run.ts).
import type { Database } from '../db/index.js';

/** A school's size: its students, in this many classes. */
export interface SchoolSize {
  students: number;
  classes: number;
}

/** The school the plans are checked on: 1,000 students in 34 classes. */
export const FULL_SCHOOL: SchoolSize = { students: 1000, classes: 34 };

const TEACHER_ASSESSMENTS = 40;
const SUBMISSIONS_EACH = 20;
const QUESTIONS_EACH = 5;
const PRACTICE_EACH = 10;
const HILL = '00000000-0000-4000-a000-';

/**
 * A school's worth of data: one teacher with 34 classes of about 30 students (1,000 in all; a smaller school when
 * `size` says so, with the same shape); 40 assessments set for
 * every class; each student submits 20 of them (graded, 5 question results each, some overridden) and has ten
 * practice papers of their own, each submitted; two files a submission and two an assessment; a job a submission
 * (a few still pending); today's usage for each student. The school's accounts have ids beginning with HILL, so the
 * school can be added beside accounts already there.
 */
export async function seedSchool(db: Database, size: SchoolSize = FULL_SCHOOL): Promise<{ teacherId: string; studentId: string; classId: string }> {
  const { students: STUDENTS, classes: CLASSES } = size;
  await db.exec(`
    INSERT INTO schools (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Hill School');
    INSERT INTO auth.users (id, email) SELECT ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'person' || n || '@hill.example'
      FROM generate_series(0, ${STUDENTS}) n;
    INSERT INTO users (id, email, first_name, last_name, role, school_id)
      SELECT id, email, 'First' || right(email, 3), 'Last', CASE WHEN email = 'person0@hill.example' THEN 'teacher' ELSE 'student' END,
        '00000000-0000-4000-8000-000000000001' FROM auth.users WHERE id::text LIKE '${HILL}%';
    INSERT INTO user_roles (user_id, role) SELECT id, role FROM users WHERE id::text LIKE '${HILL}%';
    INSERT INTO classes (id, name, teacher_id, school_id)
      SELECT ('00000000-0000-4000-b000-' || lpad(n::text, 12, '0'))::uuid, 'Class ' || n, '00000000-0000-4000-a000-000000000000',
        '00000000-0000-4000-8000-000000000001' FROM generate_series(1, ${CLASSES}) n;
    INSERT INTO students (teacher_id, school_id, class_id, name, email, user_id, invitation_status)
      SELECT '00000000-0000-4000-a000-000000000000', '00000000-0000-4000-8000-000000000001',
        ('00000000-0000-4000-b000-' || lpad((1 + n % ${CLASSES})::text, 12, '0'))::uuid, 'Student ' || n, 'person' || n || '@hill.example',
        ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'accepted'
      FROM generate_series(1, ${STUDENTS}) n;
    INSERT INTO subjects (name, is_system_defined) SELECT 'Hill Subject ' || n, true FROM generate_series(1, 4) n;
    INSERT INTO assessments (id, title, status, creator_id, subject_id, source, is_self_created, created_at)
      SELECT ('00000000-0000-4000-c000-' || lpad(n::text, 12, '0'))::uuid, 'Paper ' || n, 'pending', '00000000-0000-4000-a000-000000000000',
        (SELECT id FROM subjects WHERE name = 'Hill Subject ' || (1 + n % 4)), 'upload', false, now() - n * interval '1 day'
      FROM generate_series(1, ${TEACHER_ASSESSMENTS}) n;
    INSERT INTO assessments (title, status, creator_id, source, created_at)
      SELECT 'Practice ' || p || ' of ' || u.email, 'graded', u.id, 'submission', now() - p * interval '2 hours'
      FROM users u CROSS JOIN generate_series(1, ${PRACTICE_EACH}) p WHERE u.role = 'student' AND u.id::text LIKE '${HILL}%';
    INSERT INTO class_assessments (class_id, assessment_id) SELECT c.id, a.id FROM classes c CROSS JOIN assessments a
      WHERE NOT a.is_self_created AND a.creator_id::text LIKE '${HILL}%' AND c.teacher_id::text LIKE '${HILL}%';
    INSERT INTO student_assessments (assessment_id, student_id, status, submitted_at, graded_at, total_marks, total_marks_obtained, percentage)
      SELECT ('00000000-0000-4000-c000-' || lpad((1 + (k + n) % ${TEACHER_ASSESSMENTS})::text, 12, '0'))::uuid,
        ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'completed',
        now() - (n + k * 7) * interval '1 hour', now() - (n + k * 7) * interval '1 hour' + interval '1 minute', 50, 20 + (n + k) % 30, (20 + (n + k) % 30) * 2
      FROM generate_series(1, ${STUDENTS}) n CROSS JOIN generate_series(1, ${SUBMISSIONS_EACH}) k;
    INSERT INTO student_assessments (assessment_id, student_id, status, submitted_at, graded_at, total_marks, total_marks_obtained, percentage)
      SELECT a.id, a.creator_id, 'completed', now() - interval '1 hour', now() - interval '59 minutes', 10, 7, 70
      FROM assessments a WHERE a.is_self_created AND a.creator_id::text LIKE '${HILL}%';
    INSERT INTO question_results (student_assessment_id, position, question, topic, marks_obtained, total_marks)
      SELECT sa.id, q, 'Q' || q, 'Topic ' || q, 4 - q % 3, 10 FROM student_assessments sa CROSS JOIN generate_series(1, ${QUESTIONS_EACH}) q
      WHERE sa.student_id::text LIKE '${HILL}%';
    INSERT INTO mark_overrides (student_assessment_id, question, marks_obtained, released_marks_obtained, released_at)
      SELECT sa.id, 'Q1', 9, 9, now() FROM student_assessments sa WHERE sa.total_marks_obtained::int % 5 = 0 AND sa.student_id::text LIKE '${HILL}%';
    INSERT INTO files (file_name, file_type, entity_type, entity_id, bucket_id, storage_path, uploaded_by)
      SELECT kind || '.pdf', kind, 'student_assessment', sa.id::text, 'assessment-files', sa.id || '/' || kind || '.pdf', sa.student_id
      FROM student_assessments sa CROSS JOIN unnest(ARRAY['answer_sheet', 'question_paper']) kind WHERE sa.student_id::text LIKE '${HILL}%';
    INSERT INTO files (file_name, file_type, entity_type, entity_id, bucket_id, storage_path, uploaded_by)
      SELECT kind || '.pdf', kind, 'assessment', a.id::text, 'assessment-files', a.id || '/' || kind || '.pdf', a.creator_id
      FROM assessments a CROSS JOIN unnest(ARRAY['mark_scheme', 'question_paper']) kind WHERE a.creator_id::text LIKE '${HILL}%';
    INSERT INTO jobs (job_type, status, user_id, assessment_id, student_assessment_id, completed_at)
      SELECT 'grading', CASE WHEN sa.total_marks_obtained::int % 29 = 0 THEN 'pending' ELSE 'completed' END, sa.student_id, sa.assessment_id, sa.id,
        sa.graded_at FROM student_assessments sa WHERE sa.student_id::text LIKE '${HILL}%';
    INSERT INTO usage_counters (user_id, feature, usage_date, count)
      SELECT id, 'assessment_submission', (now() AT TIME ZONE 'UTC')::date, 3 FROM users WHERE role = 'student' AND id::text LIKE '${HILL}%';
    ANALYZE;
  `);
  return {
    teacherId: '00000000-0000-4000-a000-000000000000',
    studentId: '00000000-0000-4000-a000-000000000007',
    // Student n is in class 1 + n % CLASSES.
    classId: `00000000-0000-4000-b000-${String(1 + (7 % CLASSES)).padStart(12, '0')}`,
  };
}

