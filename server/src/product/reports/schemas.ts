import { z } from 'zod';
import { classSchema } from '@assess/core';

/*
 * What the report routes answer, for the API document and the tests. They extend the shared reading schemas
 * of @assess/core with the fields the server adds.
 */

const text = z.string().nullable();
const number = z.number().nullable();

export const myReportItemSchema = z
  .object({
    id: z.string(),
    assessment_id: z.string(),
    assessment_title: z.string(),
    subject_name: text,
    status: z.string(),
    submitted_at: text,
    graded_at: text,
    percentage: number.describe('0-100, null until graded'),
    purpose: z.enum(['submission', 'validation']),
    review_state: z.enum(['provisional', 'released']),
    practice: z.boolean().describe('practice (a self-check): shown to the student, counted in no result'),
  })
  .meta({ id: 'MyReportItem', description: "A submission in the signed-in student's report list (reports home and dashboard)" });

export const studentReportItemSchema = z
  .object({
    id: z.string().describe('the student assessment id'),
    title: z.string(),
    completed_date: text,
    subject_name: text,
    percentage: number,
    status: z.string(),
    review_state: z.enum(['provisional', 'released']),
    practice: z.boolean().describe('practice: listed only when asked for with include_practice'),
  })
  .meta({ id: 'StudentReportItem', description: 'A graded assessment in a student report list' });

const topicAreaSchema = z
  .object({ topic: z.string(), description: z.string(), percentage: z.number(), marks_obtained: z.number(), total_marks: z.number() })
  .meta({ id: 'TopicArea', description: 'A topic with the share of its marks the student gained' });

const areas = z.array(z.union([topicAreaSchema, z.unknown()])).describe('topics by effective mark; the grader’s own list when questions carry no topic');

/*
 * The detail parts come from the details screen's builder (decision 14); they are described loosely here
 * (named fields, others allowed), the report fields exactly.
 */
export const assessmentReportSchema = z
  .looseObject({
    id: z.string(),
    assessment: z.looseObject({ id: z.string(), title: z.string(), type: z.string(), total_marks: number }),
    student: z.looseObject({ id: z.string(), name: text }),
    submission: z.looseObject({ submitted_at: text }),
    results: z.looseObject({
      total_earned_marks: number,
      total_marks_obtained: number,
      total_marks: number,
      percentage: number,
      scoring_summary: z.looseObject({ total_marks: number }),
      teacher_feedback: text.describe('the teacher feedback, once released'),
      strength_areas: areas,
      improvement_areas: areas,
    }),
    grading_details: z.looseObject({
      total_marks_obtained: number,
      total_marks: number,
      exam_details: z.looseObject({ total_marks: number }),
      performance_summary: z.looseObject({ overall_comment: z.string() }),
      answer_responses: z.array(
        z.looseObject({
          question: z.string(),
          question_part: z.string().describe("'' for a question without parts"),
          marks_obtained_for_question: z.number(),
          total_marks_for_question: z.number(),
          student_answer: text,
          correct_answer: text,
          analysis: text,
          topic: text,
          status: z.enum(['correct', 'partial', 'incorrect']),
          overridden: z.boolean().describe('a teacher released a different mark or feedback'),
        }),
      ),
    }),
    strength_areas: areas,
    improvement_areas: areas,
    review: z.looseObject({ state: z.enum(['provisional', 'released']), released_at: text, released_by: text }),
    title: z.string(),
    subject: text,
    score: number.describe('percentage 0-100, one decimal'),
    completed_date: text,
    feedback: text,
    questions: z.array(z.object({ id: z.string(), number: z.string(), topic: text, score: z.number(), max_score: z.number() })),
  })
  .meta({
    id: 'AssessmentReport',
    description: 'The assessment detail response (spec 02 §3) with the student assessment report fields; marks are released ones where they exist',
  });

export const studentProgressSchema = z
  .object({
    student_name: z.string(),
    total_assessments: z.number(),
    average_score: z.number(),
    subjects: z.array(
      z.object({ id: text, name: z.string(), assessment_count: z.number(), average_score: z.number(), trend: z.enum(['improving', 'declining', 'stable']) }),
    ),
    improvement_areas: z.array(z.object({ text: z.string(), subject: z.string(), topic: z.string(), percentage: z.number() })),
  })
  .meta({ id: 'StudentProgress', description: "A student's progress by subject, with the topics to improve" });

const studentResultsSchema = z
  .object({
    id: z.string().describe('the student record'),
    name: z.string(),
    email: text,
    student_id: text,
    class_year: text,
    class_id: text,
    class_name: text,
    user_id: text,
    invitation_status: text,
    total_assessments: z.number(),
    average_score: number,
    highest_score: number,
    lowest_score: number,
    last_assessment_date: text,
    latest_score: number.describe('the score of the newest graded assessment'),
    latest_title: text.describe('the newest graded assessment'),
  })
  .meta({ id: 'StudentResults', description: "A student record with the linked account's graded results" });

export const teacherStudentsReportSchema = z
  .object({
    teacher_id: z.string(),
    total_students: z.number(),
    linked_students: z.number(),
    total_assessments: z.number(),
    average_score: number,
    students: z.array(studentResultsSchema),
  })
  .meta({ id: 'TeacherStudentsReport', description: "A teacher's student records and their results" });

export const teacherClassReportSchema = z
  .object({
    class: classSchema,
    total_assessments: z.number(),
    average_score: number,
    students: z.array(studentResultsSchema),
    assessments: z.array(z.object({ assessment_id: z.string(), title: z.string(), subject: text, submissions: z.number(), average_score: number, last_graded_at: text })),
  })
  .meta({ id: 'TeacherClassReport', description: 'A class, its students and its assessments' });

export const teacherAssessmentReportSchema = z
  .object({
    assessment: z.object({ id: z.string(), title: z.string(), subject: text, total_marks: number, created_at: text }),
    summary: z.object({ submissions: z.number(), graded: z.number(), average_score: number, highest_score: number, lowest_score: number }),
    distribution: z
      .array(z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number() }))
      .describe('how many graded students scored in each ten-point band'),
    submissions: z.array(
      z.object({
        student_assessment_id: z.string(),
        student_user_id: z.string(),
        student_record_id: z.string(),
        student_name: z.string(),
        status: z.string(),
        percentage: number,
        marks_obtained: number,
        total_marks: number,
        submitted_at: text,
        graded_at: text,
        review_state: z.enum(['provisional', 'released']),
        review_status: z
          .enum(['ai_grade', 'saved', 'released'])
          .describe("where the marks stand: the grader's, changed by a teacher and not yet released, or released"),
      }),
    ),
    questions: z.array(
      z.object({ question: z.string(), question_part: z.string(), topic: text, answers: z.number(), average_marks: z.number(), total_marks: z.number(), average_percentage: number }),
    ),
  })
  .meta({ id: 'TeacherAssessmentReport', description: "The submissions of a teacher's students to one assessment" });

export const teacherClassesReportSchema = z
  .object({
    teacher_id: z.string(),
    classes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        subject_name: text,
        year_group: text,
        student_count: z.number(),
        linked_count: z.number().describe('students with a linked account'),
        average_score: number,
        graded: z.number().describe("the class's graded submissions"),
        assessments_set: z.number(),
        completion_rate: number.describe('the percentage of the assessments set for the class that its linked students have had graded'),
        weakest_topics: z.array(z.object({ topic: z.string(), percentage: z.number() })),
      }),
    ),
  })
  .meta({ id: 'TeacherClassesReport', description: "A teacher's classes with their average, completion and weakest topics" });

/** The export formats: PDF only. */
export const exportQuerySchema = z
  .object({ format: z.literal('pdf', { error: 'Only the pdf format is supported' }).default('pdf') })
  .meta({ id: 'ReportExportQuery', description: 'The format of an exported report' });

/**
 * The class export also takes the access token in the query, as a new window cannot send a header (decision 18),
 * and optionally one assessment, whose class report it then is (with the students below a threshold).
 */
export const classExportQuerySchema = exportQuerySchema
  .extend({
    token: z.string().min(1).optional().describe('the access token, when no Authorization header is sent'),
    assessment_id: z.string().optional().describe('one assessment: the class report of that assessment'),
    threshold: z.coerce.number().min(0).max(100).default(50).describe('the percentage below which a student is listed'),
  })
  .meta({ id: 'ClassExportQuery', description: 'The format of a class export, the access token, and optionally one assessment' });

/** The query of the teacher assessment report: optionally one of the teacher's classes. */
export const teacherAssessmentQuerySchema = z
  .object({ class_id: z.string().optional().describe("one of the teacher's classes") })
  .meta({ id: 'TeacherAssessmentReportQuery', description: "Which of the teacher's students the report covers" });

/** The query of a student's report list: their practice is listed only when asked for. */
export const studentReportQuerySchema = z
  .object({ include_practice: z.enum(['true', 'false']).default('false').transform((value) => value === 'true').describe("also list the student's practice") })
  .meta({ id: 'StudentReportQuery', description: "Whether a student's report list includes their practice" });
