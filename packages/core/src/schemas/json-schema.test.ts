import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index.js';

const named: [string, z.ZodType][] = Object.entries(schemas as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : [],
);

describe('JSON Schema for the OpenAPI document', () => {
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
    const output = z.toJSONSchema(schemas.assessmentListItemSchema, { io: 'output' }) as { $defs: Record<string, { required: string[] }> };
    expect(output.$defs.AssessmentListItem?.required).toEqual(['id', 'title', 'description', 'status', 'created_at', 'subject', 'file_count', 'student_assessment_id', 'creator_id', 'practice', 'student_name', 'author_name', 'attempts_allowed', 'attempts_used']);
    const input = z.toJSONSchema(schemas.createComprehensiveRequestSchema, { io: 'input' }) as { $defs: Record<string, { properties: Record<string, { default?: unknown }> }> };
    expect(input.$defs.CreateComprehensiveRequest?.properties.instructions_to_students?.default).toBe('Answer all questions. Show your working clearly.');
  });
});
