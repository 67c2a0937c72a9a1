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
  assessmentDetailResponseSchema,
  assessmentReportSchema,
  markReviewEventSchema,
  myReportItemSchema,
  studentAssessmentReportSchema,
  studentProgressSchema,
  studentReportItemOutSchema,
  teacherAssessmentReportSchema,
  teacherClassesReportSchema,
  teacherClassReportSchema,
  teacherStudentsReportSchema,
} from './report.js';
import { markSchemeReadingSchema } from './mark-scheme-reading.js';
import { SERVED_ANSWERS as A } from './served-answers.test-data.js';

/** The served schema describes the answer exactly: it reads back unchanged. */
function expectServed(schema: z.ZodMiniType, answer: unknown) {
  expect(JSON.parse(JSON.stringify(schema.parse(answer)))).toEqual(answer);
}

/**
 * Each answer with the schema that declares it and any other parsers the screens read it with; an answer with one
 * schema (the server answers with it, the screens parse with it) lists none.
 */
const PAIRS: [string, z.ZodMiniType, unknown, z.ZodMiniType[]][] = [
  ['MyReportItem', myReportItemSchema, A.myReportItem, []],
  ['StudentReportItem', studentReportItemOutSchema, A.studentReportItem, []],
  ['AssessmentReport', assessmentReportSchema, A.assessmentReport, [studentAssessmentReportSchema, assessmentDetailResponseSchema]],
  ['StudentProgress', studentProgressSchema, A.studentProgress, []],
  ['TeacherStudentsReport', teacherStudentsReportSchema, A.teacherStudentsReport, []],
  ['TeacherClassReport', teacherClassReportSchema, A.teacherClassReport, []],
  ['TeacherAssessmentReport', teacherAssessmentReportSchema, A.teacherAssessmentReport, []],
  ['TeacherClassesReport', teacherClassesReportSchema, A.teacherClassesReport, []],
  ['MarkReviewEvent', z.array(markReviewEventSchema), A.reviewHistory, []],
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

  it('refuses what the server never sends', () => {
    expect(myReportItemSchema.safeParse({ ...A.myReportItem, id: 7 }).success).toBe(false);
    expect(teacherClassesReportSchema.safeParse({ teacher_id: 't', classes: [{ id: 'c', name: 'Class 7' }] }).success).toBe(false);
    expect(studentProgressSchema.safeParse({ ...A.studentProgress, improvement_areas: ['genetics'] }).success).toBe(false);
  });
});
