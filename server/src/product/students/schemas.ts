import { studentRequestSchema } from '@assess/core/schemas';
import { z } from 'zod';

/* What the student routes answer beyond the shared Student schema, for the API document and the tests. */

const text = z.string().nullable();

export const studentRecordSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: text,
    student_id: text,
    class_year: text,
    notes: text,
    user_id: text,
    invitation_status: z.enum(['pending', 'accepted', 'expired']).nullable(),
    invitation_code: text,
    class_id: text,
    class_name: text,
    invitation_expires_at: text,
    teacher_id: z.string().describe('The teacher the record belongs to'),
    version: z.number().nullish().describe('The version read; a save from an older copy is refused with 409'),
  })
  .meta({ id: 'StudentRecord', description: "A teacher's student record (read with Student)" });

export const studentRecordListSchema = z.object({ students: z.array(studentRecordSchema) }).meta({ id: 'StudentRecordList' });

export const invitationSentSchema = z
  .object({ invitation_code: z.string(), invitation_link: z.string(), expires_at: z.string(), email: z.string(), message: z.string() })
  .meta({ id: 'InvitationSent', description: 'The invitation sent by e-mail, with the link to share' });

export const invitationDetailsSchema = z
  .object({ valid: z.literal(true), code: z.string(), email: text, student_name: z.string(), teacher_name: z.string(), expires_at: text })
  .meta({ id: 'InvitationDetails', description: 'A valid invitation (read with Invitation)' });

export const invitationLinkedSchema = z
  .object({ student_id: z.string(), user_id: z.string(), teacher_id: z.string(), class_id: text, invitation_status: z.literal('accepted') })
  .meta({ id: 'InvitationLinked', description: 'The student record now linked to the signed-in account' });

export const studentDeletedSchema = z.object({ id: z.string(), message: z.string() }).meta({ id: 'StudentDeleted' });

/** The student form's fields (shared schema) plus the class the record belongs to, if any. */
export const studentBodySchema = z.object({
  ...studentRequestSchema.shape,
  class_id: z
    .union([z.uuid('Class not found'), z.literal(''), z.null()])
    .optional()
    .transform((id) => (id === '' ? null : id)),
});
