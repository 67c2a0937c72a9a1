import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  dashboardAssessmentItemSchema,
  dashboardAssessmentSchema,
  dashboardOverviewResultSchema,
  dashboardOverviewSchema,
} from './dashboard.js';
import { subjectProgressResponseSchema, subjectProgressResultSchema } from './analytics.js';
import {
  assessmentClassReportSchema,
  assessmentDetailResponseSchema,
  assessmentReportSchema,
  classReportSchema,
  markReviewEventSchema,
  myReportItemSchema,
  myReportSchema,
  reviewEventSchema,
  studentAssessmentReportSchema,
  studentProgressReportSchema,
  studentProgressSchema,
  studentReportItemOutSchema,
  studentReportItemSchema,
  teacherAssessmentReportSchema,
  teacherClassesAnswerSchema,
  teacherClassesReportSchema,
  teacherClassReportSchema,
  teacherStudentsAnswerSchema,
  teacherStudentsReportSchema,
} from './report.js';
import { markSchemeReadingSchema } from './mark-scheme-reading.js';
import { SERVED_ANSWERS as A } from './served-answers.test-data.js';

/** The served schema describes the answer exactly: it reads back unchanged. */
function expectServed(schema: z.ZodMiniType, answer: unknown) {
  expect(JSON.parse(JSON.stringify(schema.parse(answer)))).toEqual(answer);
}

/** Each answer with the schema that declares it and the parsers the screens read it with. */
const PAIRS: [string, z.ZodMiniType, unknown, z.ZodMiniType[]][] = [
  ['MyReportItem', myReportItemSchema, A.myReportItem, [myReportSchema]],
  ['StudentReportItem', studentReportItemOutSchema, A.studentReportItem, [studentReportItemSchema]],
  ['AssessmentReport', assessmentReportSchema, A.assessmentReport, [studentAssessmentReportSchema, assessmentDetailResponseSchema]],
  ['StudentProgress', studentProgressSchema, A.studentProgress, [studentProgressReportSchema]],
  ['TeacherStudentsReport', teacherStudentsReportSchema, A.teacherStudentsReport, [teacherStudentsAnswerSchema]],
  ['TeacherClassReport', teacherClassReportSchema, A.teacherClassReport, [classReportSchema]],
  ['TeacherAssessmentReport', teacherAssessmentReportSchema, A.teacherAssessmentReport, [assessmentClassReportSchema]],
  ['TeacherClassesReport', teacherClassesReportSchema, A.teacherClassesReport, [teacherClassesAnswerSchema]],
  ['MarkReviewEvent', z.array(markReviewEventSchema), A.reviewHistory, [z.array(reviewEventSchema)]],
  ['DashboardOverviewResult', dashboardOverviewResultSchema, A.dashboardOverview, [dashboardOverviewSchema]],
  ['SubjectProgressResult', subjectProgressResultSchema, A.subjectProgress, [subjectProgressResponseSchema]],
  ['DashboardAssessment', dashboardAssessmentSchema, A.dashboardAssessment, [dashboardAssessmentItemSchema]],
  ['MarkSchemeReading', markSchemeReadingSchema, A.markSchemeReading, [markSchemeReadingSchema]],
];

describe('report, analytics and mark-scheme reading answers: one declaration, read by the screens', () => {
  it.each(PAIRS)('%s: the served schema declares the answer and the screens read it', (_id, served, answer, readers) => {
    expectServed(served, answer);
    for (const reader of readers) expect(reader.safeParse(answer).success).toBe(true);
  });

  it('names each served schema in the API document', () => {
    for (const [id, served] of PAIRS) {
      const schema = served instanceof z.ZodMiniArray ? (served.def.element as z.ZodMiniType) : served;
      expect(z.globalRegistry.get(schema)?.id).toBe(id);
    }
  });

  it('declares the suggestions the report detail reads', () => {
    const answer = { ...A.assessmentReport, suggestions: ['Revise Genetics'] };
    expectServed(assessmentReportSchema, answer);
    expect(assessmentReportSchema.safeParse({ ...answer, suggestions: undefined }).success).toBe(false);
  });

  it("reads a teacher's classes as the server serves them", () => {
    expect(teacherClassesAnswerSchema.parse(A.teacherClassesReport).classes).toEqual(A.teacherClassesReport.classes);
    expect(teacherClassesAnswerSchema.parse({ classes: [{ id: 'c', name: 'Class 7' }] }).classes).toEqual([
      { id: 'c', name: 'Class 7', subject_name: null, year_group: null, student_count: 0, linked_count: 0, average_score: null, graded: 0, assessments_set: 0, submissions_due: 0, submissions_made: 0, completion_rate: null, weakest_topics: [] },
    ]);
  });

  it("reads a teacher's students as the server serves them", () => {
    expect(teacherStudentsAnswerSchema.parse(A.teacherStudentsReport).students).toEqual(A.teacherStudentsReport.students);
    expect(teacherStudentsAnswerSchema.parse({ students: [{ id: 's', name: 'Ada' }] }).students).toEqual([
      { id: 's', name: 'Ada', email: null, student_id: null, class_year: null, class_id: null, class_name: null, user_id: null, invitation_status: null, total_assessments: 0, average_score: null, highest_score: null, lowest_score: null, last_assessment_date: null, latest_score: null, latest_title: null },
    ]);
  });

  it('keeps the lenient reading of older answers', () => {
    expect(myReportSchema.safeParse({ id: 7 }).success).toBe(true);
    expect(myReportItemSchema.safeParse({ id: 7 }).success).toBe(false);
    expect(studentProgressReportSchema.parse({ improvement_areas: ['genetics', { text: 'osmosis' }] }).improvement_areas).toEqual(['genetics', { text: 'osmosis' }]);
  });
});
