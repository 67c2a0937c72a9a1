import { z } from 'zod';

/*
 * What the report routes read of a request. What they answer is declared once in @assess/core (report.ts), which
 * the screens read it with and the API document describes it by.
 */

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
