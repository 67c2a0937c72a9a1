import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { dashboardAssessmentSchema, dashboardOverviewSchema } from './dashboard.js';
import { subjectProgressResultSchema } from './analytics.js';
import {
  assessmentReportSchema,
  markReviewEventSchema,
  myReportItemSchema,
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
 * Each answer with the one schema that declares it: the server answers with its type and the screens parse the
 * answer with it (no screen has a reader of its own beside it).
 */
const PAIRS: [string, z.ZodMiniType, unknown][] = [
  ['MyReportItem', myReportItemSchema, A.myReportItem],
  ['StudentReportItem', studentReportItemOutSchema, A.studentReportItem],
  ['AssessmentReport', assessmentReportSchema, A.assessmentReport],
  ['StudentProgress', studentProgressSchema, A.studentProgress],
  ['TeacherStudentsReport', teacherStudentsReportSchema, A.teacherStudentsReport],
  ['TeacherClassReport', teacherClassReportSchema, A.teacherClassReport],
  ['TeacherAssessmentReport', teacherAssessmentReportSchema, A.teacherAssessmentReport],
  ['TeacherClassesReport', teacherClassesReportSchema, A.teacherClassesReport],
  ['MarkReviewEvent', z.array(markReviewEventSchema), A.reviewHistory],
  ['DashboardOverview', dashboardOverviewSchema, A.dashboardOverview],
  ['SubjectProgressResult', subjectProgressResultSchema, A.subjectProgress],
  ['DashboardAssessment', dashboardAssessmentSchema, A.dashboardAssessment],
  ['MarkSchemeReading', markSchemeReadingSchema, A.markSchemeReading],
];

describe('report, analytics and mark-scheme reading answers: one declaration, read by the screens', () => {
  it.each(PAIRS)('%s: the served schema declares the answer exactly', (_id, served, answer) => {
    expectServed(served, answer);
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

  it('declares every field the served answer carries, and nothing the server leaves out', () => {
    for (const [, served, answer] of PAIRS) {
      const schema = served instanceof z.ZodMiniArray ? (served.def.element as z.ZodMiniType) : served;
      const example = Array.isArray(answer) ? answer[0] : answer;
      if (!(schema instanceof z.ZodMiniObject)) continue;
      const required = Object.entries(schema.shape as Record<string, z.ZodMiniType>).filter(([, field]) => !(field instanceof z.ZodMiniOptional)).map(([field]) => field);
      expect(Object.keys(example as object).sort()).toEqual(expect.arrayContaining(required.sort()));
      expect(Object.keys(schema.shape).sort()).toEqual(expect.arrayContaining(Object.keys(example as object).sort()));
    }
  });

  it('refuses what the server never sends', () => {
    expect(myReportItemSchema.safeParse({ ...A.myReportItem, id: 7 }).success).toBe(false);
    expect(teacherClassesReportSchema.safeParse({ teacher_id: 't', classes: [{ id: 'c', name: 'Class 7' }] }).success).toBe(false);
    expect(studentProgressSchema.safeParse({ ...A.studentProgress, improvement_areas: ['genetics'] }).success).toBe(false);
  });
});
