import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as analytics from './analytics.js';
import * as archive from './archive.js';
import * as assessmentRequests from './assessment-requests.js';
import * as assessment from './assessment.js';
import * as attempts from './attempts.js';
import * as classMarking from './class-marking.js';
import * as createAssessmentBody from './create-assessment-body.js';
import * as dashboard from './dashboard.js';
import * as enums from './enums.js';
import * as file from './file.js';
import * as job from './job.js';
import * as management from './management.js';
import * as markSchemeReading from './mark-scheme-reading.js';
import * as report from './report.js';
import * as review from './review.js';
import * as role from './role.js';
import * as staff from './staff.js';
import * as usage from './usage.js';
import * as user from './user.js';

// Every schema the schema modules declare, public or not: each one can appear in the OpenAPI document.
const schemas: Record<string, unknown> = Object.assign(
  {},
  ...[role, enums, user, assessment, assessmentRequests, createAssessmentBody, job, dashboard, usage, analytics, report],
  ...[review, classMarking, management, file, markSchemeReading, archive, attempts, staff],
);

// The schemas are built with zod/mini, whose classes are not zod's ZodType: every zod schema is a $ZodType.
const named: [string, z.core.$ZodType][] = Object.entries(schemas).flatMap(([name, value]) =>
  value instanceof z.core.$ZodType ? [[name, value] as [string, z.core.$ZodType]] : [],
);

describe('JSON Schema for the OpenAPI document', () => {
  it('finds the schemas the modules declare', () => {
    expect(named.length).toBeGreaterThan(50);
  });

  it.each(named)('%s converts for requests and for responses', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });

  it('names the payload schemas', () => {
    const { schemas: byId } = z.toJSONSchema(z.globalRegistry, { io: 'output' });
    for (const id of [
      'AssessmentListItem',
      'AssessmentDetail',
      'DashboardOverview',
      'UsageSummary',
      'RateLimitErrorBody',
      'Job',
      'SubmitAndGradeFields',
      'CreateComprehensiveRequest',
      'FileRecord',
      'MyFilesQuery',
      'MarkOverrideRequest',
      'EditAssessmentDetailsRequest',
      'Student',
      'Class',
    ]) {
      expect(byId).toHaveProperty(id);
    }
  });

  it('describes the normalised shape for responses and the lenient one for what is read', () => {
    const output = z.toJSONSchema(assessment.assessmentListItemSchema, { io: 'output' }) as { $defs: Record<string, { required: string[] }> };
    // Every field of the normalised shape is required: the list comes from the schema, so a new field is one edit.
    expect(output.$defs.AssessmentListItem?.required).toEqual(Object.keys(assessment.assessmentListItemSchema.def.out.shape));
    const input = z.toJSONSchema(assessmentRequests.createComprehensiveRequestSchema, { io: 'input' }) as { $defs: Record<string, { properties: Record<string, { default?: unknown }> }> };
    expect(input.$defs.CreateComprehensiveRequest?.properties.instructions_to_students?.default).toBe('Answer all questions. Show your working clearly.');
  });
});
