import { z } from 'zod/mini';
import { INVITATION_STATUSES, invitationStatusSchema } from './enums.js';
import { idText, maybe, maybeId, maybeNumber, maybeText, oneOf } from './lenient.js';

/** An id that may be missing, as text or null. */
const optionalId = () =>
  z.pipe(z.pipe(maybeId(), z.transform((id) => idText(id) ?? null)), z.nullable(z.string()));

/** A class (spec 02 §3). teacher_id is the creating user's id. */
export const classSchema = z.object({
  id: z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string()),
  name: z.string(),
  description: maybeText(),
  subject_id: optionalId(),
  subject_name: maybeText(),
  year_group: maybeText(),
  grade_level: maybe(z.union([z.string(), z.number()])),
  academic_year: maybeText(),
  student_count: z.pipe(z.pipe(maybeNumber(), z.transform((count) => count ?? 0)), z.number()),
  teacher_id: optionalId(),
  /** The version read: a save from an older copy is refused with 409. */
  version: maybeNumber(),
}).check(z.meta({ id: 'Class', description: 'A class of students' }));
export type SchoolClass = z.output<typeof classSchema>;

const optionalText = () => z.optional(z.string().check(z.trim()));

/**
 * POST /classes and PUT /classes/{id}: name required ('Class name is required'); an empty subject is left out.
 * The server sets teacher_id to the signed-in user.
 */
export const classRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Class name is required')),
  description: optionalText(),
  subject_id: z.pipe(z.pipe(z.optional(z
    .string()), z.transform((id) => (id?.trim() ? id.trim() : undefined))), z.optional(z.string())),
  year_group: optionalText().check(z.describe('e.g. Year 10')),
  grade_level: optionalText().check(z.describe('e.g. 10')),
  academic_year: optionalText().check(z.describe('e.g. 2023-2024')),
  teacher_id: z.optional(z.string()),
  version: z.optional(z.int().check(z.describe('the version the editor opened; a save from an older copy is refused with 409'))),
}).check(z.meta({ id: 'ClassRequest', description: 'The fields of a class to create or change' }));
export type ClassRequest = z.input<typeof classRequestSchema>;

/** A student record. user_id is set once an account is linked. */
export const studentSchema = z.object({
  id: z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string()),
  name: z.string(),
  email: maybeText(),
  student_id: maybeText(),
  class_year: maybeText(),
  notes: maybeText(),
  user_id: optionalId(),
  invitation_status: z.pipe(z.pipe(maybeText(), z.transform((status) => (status ? oneOf(INVITATION_STATUSES, status, 'pending') : null))), z.nullable(invitationStatusSchema)),
  invitation_code: maybeText(),
  /** The version read: a save from an older copy is refused with 409. */
  version: maybeNumber(),
}).check(z.meta({ id: 'Student', description: 'A student record kept by a teacher' }));
export type StudentRecord = z.output<typeof studentSchema>;

/** GET /students/students answers { students }. */
export const studentListResponseSchema = z.object({ students: z._default(z.array(studentSchema), []) }).check(z.meta({ id: 'StudentListResponse' }));

/** POST /students/students and PUT /students/students/{id}: name required; email optional but needed to invite. */
export const studentRequestSchema = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.trim(), z.minLength(1, 'Student name is required')),
  email: z.optional(z.union([z.literal(''), z.email('Please enter a valid email address')])),
  student_id: optionalText(),
  class_year: optionalText(),
  notes: z.optional(z.string()),
  version: z.optional(z.int().check(z.describe('the version the editor opened; a save from an older copy is refused with 409'))),
}).check(z.meta({ id: 'StudentRequest', description: 'The fields of a student record to create or change' }));
export type StudentRequest = z.input<typeof studentRequestSchema>;

/** POST /students/students/{id}/invite. */
export const studentInvitationResponseSchema = z.object({ invitation_code: z.string() }).check(z.meta({ id: 'StudentInvitationResponse' }));

/** The link a student registers with: {origin}/register/student?code={invitation_code}. */
export function invitationLink(origin: string, invitationCode: string): string {
  return `${origin.replace(/\/+$/, '')}/register/student?code=${encodeURIComponent(invitationCode)}`;
}

/** A verified invitation (GET /students/invitation/{code}) carries the email and the student's name. */
export const invitationSchema = z
  .looseObject({ email: maybeText(), student_name: maybeText(), code: maybeText() }).check(z.meta({ id: 'Invitation', description: 'A verified student invitation' }));
export type Invitation = z.output<typeof invitationSchema>;

/** POST /students/invitation/accept/{code} answers the link it made. */
export const invitationAcceptResponseSchema = z.pipe(z.pipe(z
  .looseObject({ student_id: maybeId(), user_id: maybeId() }), z.transform((raw) => ({ ...raw, student_id: idText(raw.student_id) ?? null, user_id: idText(raw.user_id) ?? null }))), z.looseObject({ student_id: z.nullable(z.string()), user_id: z.nullable(z.string()) })).check(z.meta({ id: 'InvitationAcceptResponse' }));

/** POST /classes/{id}/students: student records (the caller's own) to put in the class. */
export const classStudentsRequestSchema = z.object({ student_ids: z.array(z.uuid('Student not found')).check(z.minLength(1, 'Choose at least one student')) }).check(z.meta({ id: 'ClassStudentsRequest', description: 'Student records to add to a class' }));
export type ClassStudentsRequest = z.input<typeof classStudentsRequestSchema>;

/** POST /classes/{id}/assessments: an assessment the class's teacher created, for every student of the class. */
export const classAssignmentRequestSchema = z.object({ assessment_id: z.uuid('No assessment found with the specified ID.') }).check(z.meta({ id: 'ClassAssignmentRequest', description: 'The assessment to assign to a class' }));

/** One student of a class and where they stand with an assigned assessment. */
export const assignmentStudentSchema = z.object({
  student_record_id: z.string(),
  name: z.string(),
  user_id: z.nullable(z.string()),
  submitted: z.boolean(),
  status: z.nullable(z.string()),
  submitted_at: z.nullable(z.string()),
  student_assessment_id: z.nullable(z.string()),
  percentage: z.nullable(z.number()),
}).check(z.meta({ id: 'AssignmentStudent' }));
export type AssignmentStudent = z.output<typeof assignmentStudentSchema>;

/** GET /classes/{id}/assessments: each assigned assessment with who has and has not submitted it. */
export const classAssignmentSchema = z.object({
  assessment_id: z.string(),
  title: z.string(),
  subject_name: z.nullable(z.string()),
  assigned_at: z.string(),
  student_count: z.number(),
  submitted_count: z.number(),
  students: z.array(assignmentStudentSchema),
}).check(z.meta({ id: 'ClassAssignment', description: 'An assessment assigned to a class, with its submissions' }));
export type ClassAssignment = z.output<typeof classAssignmentSchema>;

/** POST /students/students/import: rows read from a CSV file; dry_run checks them and saves nothing. */
export const studentImportRequestSchema = z.object({
  students: z
    .array(
      z.object({
        line: z.optional(z.int()),
        name: z.string(),
        email: z.optional(z.string()),
        student_id: z.optional(z.string()),
        class_name: z.optional(z.string()),
      }),
    ).check(z.minLength(1, 'The file holds no students.'), z.maxLength(1000, 'Import at most 1000 students at once')),
  dry_run: z.optional(z.boolean()),
  class_id: z.optional(z.string()).check(z.describe("one of the teacher's classes for every row of the file: the file's class column is then not read")),
}).check(z.meta({ id: 'StudentImportRequest', description: 'Students to create from an import file' }));
export type StudentImportRequest = z.input<typeof studentImportRequestSchema>;

export const studentImportResultSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number(),
      name: z.string(),
      email: z.string(),
      student_id: z.string(),
      class_name: z.string(),
      problems: z.array(z.string()),
      /** The class the row goes into (by name, by year group or chosen for the file); null for none. */
      placed_in: z._default(z.nullable(z.string()), null).check(z.describe('the name of the class the student goes into, or null')),
      student_record_id: z.nullable(z.string()),
    }),
  ),
  created: z.number(),
}).check(z.meta({ id: 'StudentImportResult', description: "Each row with its problems; rows without any are saved unless it was a dry run" }));
export type StudentImportResult = z.output<typeof studentImportResultSchema>;
