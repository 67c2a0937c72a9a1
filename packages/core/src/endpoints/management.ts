// Classes, student records, invitations and the assessments set for a class (spec 02 §7, Classes and Students):
// the management screens' calls, each answer read through its schema. Reads are kept for the client's default
// time; a change to classes or students makes the class, student and report lists stale.
import { z } from 'zod/mini';
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import {
  classAssignmentSchema,
  classSchema,
  studentImportResultSchema,
  studentSchema,
  type ClassAssignment,
  type ClassRequest,
  type SchoolClass,
  type StudentImportRequest,
  type StudentImportResult,
  type StudentRequest,
} from '../schemas/management.js';
import type { LoadOptions } from '../resource/resource.js';

export const MANAGEMENT_CLASSES_PATH = '/classes';
export const MANAGEMENT_STUDENTS_PATH = '/students/students';

/** A student record as the management screens read it: the Student fields and the class it is in. */
export const managedStudentSchema = z.extend(studentSchema, {
  class_id: z.pipe(z.nullish(z.string()), z.transform((id) => id ?? null)),
  class_name: z.pipe(z.nullish(z.string()), z.transform((name) => name ?? null)),
  /** The teacher the record belongs to: its class must be one of theirs. */
  teacher_id: z.pipe(z.nullish(z.string()), z.transform((id) => id ?? null)),
});
export type ManagedStudent = z.output<typeof managedStudentSchema>;

const managedStudentListSchema = z.object({ students: z._default(z.array(managedStudentSchema), []) });

/** What a change to classes or students makes stale. */
const MANAGEMENT_STALE_PATHS = [MANAGEMENT_CLASSES_PATH, '/students', '/supabase-reports'];

const classPath = (id: string) => `${MANAGEMENT_CLASSES_PATH}/${encodeURIComponent(id)}`;
const studentPath = (id: string) => `${MANAGEMENT_STUDENTS_PATH}/${encodeURIComponent(id)}`;

/** GET /classes: the classes the user sees; an empty answer is none. */
export async function fetchManagedClasses(api: ApiClient, options: LoadOptions = {}): Promise<SchoolClass[]> {
  return parseAnswer(z.array(classSchema), (await api.get(MANAGEMENT_CLASSES_PATH, { fresh: options.fresh, signal: options.signal })) ?? []);
}

/** GET /classes/{id}. */
export async function fetchManagedClass(api: ApiClient, id: string, options: LoadOptions = {}): Promise<SchoolClass> {
  return parseAnswer(classSchema, await api.get(classPath(id), { fresh: options.fresh, signal: options.signal }));
}

/** POST /classes, or PUT /classes/{id} when editing. */
export async function saveManagedClass(api: ApiClient, body: ClassRequest, id?: string): Promise<SchoolClass> {
  const raw = id
    ? await api.put(classPath(id), body, { invalidates: MANAGEMENT_STALE_PATHS })
    : await api.post(MANAGEMENT_CLASSES_PATH, body, { invalidates: MANAGEMENT_STALE_PATHS });
  return parseAnswer(classSchema, raw);
}

/** GET /students/students: every record the user sees, with its class. */
export async function fetchManagedStudents(api: ApiClient, options: LoadOptions = {}): Promise<ManagedStudent[]> {
  return parseAnswer(managedStudentListSchema, (await api.get(MANAGEMENT_STUDENTS_PATH, { fresh: options.fresh, signal: options.signal })) ?? {}).students;
}

/** GET /classes/{id}/students. */
export async function fetchManagedClassStudents(api: ApiClient, classId: string, options: LoadOptions = {}): Promise<ManagedStudent[]> {
  return parseAnswer(managedStudentListSchema, (await api.get(`${classPath(classId)}/students`, { fresh: options.fresh, signal: options.signal })) ?? {}).students;
}

/** POST /classes/{id}/students with the records to move into the class. */
export async function addStudentsToClass(api: ApiClient, classId: string, studentIds: readonly string[]): Promise<void> {
  await api.post(`${classPath(classId)}/students`, { student_ids: studentIds }, { invalidates: MANAGEMENT_STALE_PATHS });
}

/** The student form's fields and the class the record belongs to. */
export type ManagedStudentBody = StudentRequest & { class_id?: string | null };

/** POST /students/students, or PUT /students/students/{id} (with the id in the body) when editing. */
export async function saveManagedStudent(api: ApiClient, body: ManagedStudentBody, id?: string): Promise<ManagedStudent> {
  const raw = id
    ? await api.put(studentPath(id), { ...body, id }, { invalidates: MANAGEMENT_STALE_PATHS })
    : await api.post(MANAGEMENT_STUDENTS_PATH, body, { invalidates: MANAGEMENT_STALE_PATHS });
  return parseAnswer(managedStudentSchema, raw);
}

export async function deleteManagedStudent(api: ApiClient, id: string): Promise<void> {
  await api.delete(studentPath(id), { invalidates: MANAGEMENT_STALE_PATHS });
}

/** Sends the invitation e-mail; answers the code the shareable link is made from. */
export async function inviteManagedStudent(api: ApiClient, id: string): Promise<string> {
  const raw = await api.post(`${studentPath(id)}/invite`, {}, { invalidates: MANAGEMENT_STALE_PATHS });
  return parseAnswer(z.object({ invitation_code: z.string() }), raw).invitation_code;
}

/** POST /students/students/import: a dry run only checks the rows, so it makes nothing stale. */
export async function importManagedStudents(api: ApiClient, body: StudentImportRequest): Promise<StudentImportResult> {
  const raw = await api.post(`${MANAGEMENT_STUDENTS_PATH}/import`, body, body.dry_run ? {} : { invalidates: MANAGEMENT_STALE_PATHS });
  return parseAnswer(studentImportResultSchema, raw);
}

/** GET /classes/{id}/assessments: the assessments set for the class, with who has submitted. */
export async function fetchClassAssignments(api: ApiClient, classId: string, options: LoadOptions = {}): Promise<ClassAssignment[]> {
  const raw = await api.get(`${classPath(classId)}/assessments`, { fresh: options.fresh, signal: options.signal });
  return parseAnswer(z.array(classAssignmentSchema), raw ?? []);
}

/** POST /classes/{id}/assessments: answers the class's assessments as they now are. */
export async function assignClassAssessment(api: ApiClient, classId: string, assessmentId: string): Promise<ClassAssignment[]> {
  const raw = await api.post(`${classPath(classId)}/assessments`, { assessment_id: assessmentId }, { invalidates: [...MANAGEMENT_STALE_PATHS, '/assessments'] });
  return parseAnswer(z.array(classAssignmentSchema), raw);
}

/** DELETE /classes/{id}/assessments/{assessmentId}. */
export async function unassignClassAssessment(api: ApiClient, classId: string, assessmentId: string): Promise<ClassAssignment[]> {
  const raw = await api.delete(`${classPath(classId)}/assessments/${encodeURIComponent(assessmentId)}`, { invalidates: [...MANAGEMENT_STALE_PATHS, '/assessments'] });
  return parseAnswer(z.array(classAssignmentSchema), raw);
}

/** An assessment of the list as the assign dialog reads it: who created it matters here. */
const assignableAssessmentListSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    creator_id: z.nullish(z.string()),
    subject: z.nullish(z.object({ name: z.string() })),
  }),
);
export type AssignableAssessment = z.output<typeof assignableAssessmentListSchema>[number];

/** The assessments that can be set for a class: those its teacher created (GET /assessments/, always fresh). */
export async function fetchAssignableAssessments(api: ApiClient, teacherId: string | null, options: Pick<LoadOptions, 'signal'> = {}): Promise<AssignableAssessment[]> {
  const list = parseAnswer(assignableAssessmentListSchema, (await api.get('/assessments/', { fresh: true, signal: options.signal })) ?? []);
  return list.filter((assessment) => assessment.creator_id === teacherId);
}

/** The class list as a CSV file; undefined after a 401. */
export function downloadClassList(api: ApiClient, classId: string): Promise<Blob | undefined> {
  return api.download(`${classPath(classId)}/export`);
}
