// The backend calls of the management screens (spec 02 §7, Classes and Students), each answer read through
// core's schemas.
import { z } from 'zod/mini';
import {
  ApiError,
  API_CACHE_TTL_MS,
  parseAnswer,
  classAssignmentSchema,
  classSchema,
  studentImportResultSchema,
  studentSchema,
  subjectListSchema,
  subjectSchema,
  type ApiClient,
  type ClassAssignment,
  type ClassRequest,
  type SchoolClass,
  type StudentImportRequest,
  type StudentImportResult,
  type StudentRequest,
  type Subject,
} from '@assess/core';

export interface ReadOptions {
  /** Skips the cache: Refresh reads fresh (decision 1). */
  fresh?: boolean;
}

/** A student record as the management screens read it: the Student fields and the class it is in. */
export const managedStudentSchema = z.extend(studentSchema, {
  class_id: z.pipe(z.nullish(z.string()), z.transform((id) => id ?? null)),
  class_name: z.pipe(z.nullish(z.string()), z.transform((name) => name ?? null)),
  /** The teacher the record belongs to: its class must be one of theirs. */
  teacher_id: z.pipe(z.nullish(z.string()), z.transform((id) => id ?? null)),
});
export type ManagedStudent = z.output<typeof managedStudentSchema>;

const studentListSchema = z.object({ students: z._default(z.array(managedStudentSchema), []) });

/** What a change to classes or students makes stale. */
const MANAGEMENT_PATHS = ['/classes', '/students', '/supabase-reports'];

const classPath = (id: string) => `/classes/${encodeURIComponent(id)}`;
const studentPath = (id: string) => `/students/students/${encodeURIComponent(id)}`;

export async function fetchClasses(api: ApiClient, options: ReadOptions = {}): Promise<SchoolClass[]> {
  return parseAnswer(z.array(classSchema), (await api.get('/classes', { fresh: options.fresh })) ?? []);
}

export async function fetchClass(api: ApiClient, id: string, options: ReadOptions = {}): Promise<SchoolClass> {
  return parseAnswer(classSchema, await api.get(classPath(id), { fresh: options.fresh }));
}

export async function saveClass(api: ApiClient, body: ClassRequest, id?: string): Promise<SchoolClass> {
  const raw = id ? await api.put(classPath(id), body, { invalidates: MANAGEMENT_PATHS }) : await api.post('/classes', body, { invalidates: MANAGEMENT_PATHS });
  return parseAnswer(classSchema, raw);
}

export async function fetchSubjects(api: ApiClient): Promise<Subject[]> {
  return parseAnswer(subjectListSchema, (await api.get('/subjects/', { cacheTtlMs: API_CACHE_TTL_MS.subjects })) ?? []);
}

/** POST /subjects with {name} (spec 02 §7); the subject list is read again afterwards. */
export async function createSubject(api: ApiClient, name: string): Promise<Subject> {
  return parseAnswer(subjectSchema, await api.post('/subjects', { name: name.trim() }, { invalidates: ['/subjects'] }));
}

export async function fetchStudents(api: ApiClient, options: ReadOptions = {}): Promise<ManagedStudent[]> {
  return parseAnswer(studentListSchema, (await api.get('/students/students', { fresh: options.fresh })) ?? {}).students;
}

export async function fetchClassStudents(api: ApiClient, classId: string, options: ReadOptions = {}): Promise<ManagedStudent[]> {
  return parseAnswer(studentListSchema, (await api.get(`${classPath(classId)}/students`, { fresh: options.fresh })) ?? {}).students;
}

export async function addStudentsToClass(api: ApiClient, classId: string, studentIds: readonly string[]): Promise<void> {
  await api.post(`${classPath(classId)}/students`, { student_ids: studentIds }, { invalidates: MANAGEMENT_PATHS });
}

/** The form's fields and the class the record belongs to. */
export type StudentBody = StudentRequest & { class_id?: string | null };

export async function saveStudent(api: ApiClient, body: StudentBody, id?: string): Promise<ManagedStudent> {
  const raw = id
    ? await api.put(studentPath(id), { ...body, id }, { invalidates: MANAGEMENT_PATHS })
    : await api.post('/students/students', body, { invalidates: MANAGEMENT_PATHS });
  return parseAnswer(managedStudentSchema, raw);
}

export async function deleteStudent(api: ApiClient, id: string): Promise<void> {
  await api.delete(studentPath(id), { invalidates: MANAGEMENT_PATHS });
}

/** Sends the invitation e-mail; answers the code the shareable link is made from. */
export async function inviteStudent(api: ApiClient, id: string): Promise<string> {
  const raw = await api.post(`${studentPath(id)}/invite`, {}, { invalidates: MANAGEMENT_PATHS });
  return parseAnswer(z.object({ invitation_code: z.string() }), raw).invitation_code;
}

export async function importStudents(api: ApiClient, body: StudentImportRequest): Promise<StudentImportResult> {
  const raw = await api.post('/students/students/import', body, body.dry_run ? {} : { invalidates: MANAGEMENT_PATHS });
  return parseAnswer(studentImportResultSchema, raw);
}

export async function fetchAssignments(api: ApiClient, classId: string, options: ReadOptions = {}): Promise<ClassAssignment[]> {
  return parseAnswer(z.array(classAssignmentSchema), (await api.get(`${classPath(classId)}/assessments`, { fresh: options.fresh })) ?? []);
}

export async function assignAssessment(api: ApiClient, classId: string, assessmentId: string): Promise<ClassAssignment[]> {
  const raw = await api.post(`${classPath(classId)}/assessments`, { assessment_id: assessmentId }, { invalidates: [...MANAGEMENT_PATHS, '/assessments'] });
  return parseAnswer(z.array(classAssignmentSchema), raw);
}

export async function unassignAssessment(api: ApiClient, classId: string, assessmentId: string): Promise<ClassAssignment[]> {
  const raw = await api.delete(`${classPath(classId)}/assessments/${encodeURIComponent(assessmentId)}`, { invalidates: [...MANAGEMENT_PATHS, '/assessments'] });
  return parseAnswer(z.array(classAssignmentSchema), raw);
}

/** An assessment of the list as the assign dialog reads it: who created it matters here. */
const assignableSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    creator_id: z.nullish(z.string()),
    subject: z.nullish(z.object({ name: z.string() })),
  }),
);
export type AssignableAssessment = z.output<typeof assignableSchema>[number];

/** The assessments that can be set for a class: those its teacher created. */
export async function fetchAssignableAssessments(api: ApiClient, teacherId: string | null): Promise<AssignableAssessment[]> {
  const list = parseAnswer(assignableSchema, (await api.get('/assessments/', { fresh: true })) ?? []);
  return list.filter((assessment) => assessment.creator_id === teacherId);
}

/** The class list as a CSV file; undefined after a 401. */
export function downloadClassList(api: ApiClient, classId: string): Promise<Blob | undefined> {
  return api.download(`${classPath(classId)}/export`);
}

/** The server's message for a failed call, else the screen's own. */
export { apiErrorText as errorText } from '@assess/core';

/** 'Failed to create student: 422 Unprocessable Entity' (spec 02 §8: each student error with status and status text). */
export function statusText(base: string, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `${base}: ${error.status} ${error.statusText}`.trimEnd();
  return base;
}

/** Whether the server refused the caller the management section (403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
