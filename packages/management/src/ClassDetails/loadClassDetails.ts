// The class page's data: the class, its students and its assessments with who has submitted them, read together.
import {
  apiErrorText,
  fetchClassAssignments,
  fetchManagedClass,
  fetchManagedClassStudents,
  type ApiClient,
  type ClassAssignment,
  type LoadOptions,
  type ManagedStudent,
  type ResourceError,
  type SchoolClass,
} from '@assess/core';
import { CLASS_DETAILS_LOAD_FAILED } from './texts.ts';

export interface ClassDetailsData {
  schoolClass: SchoolClass;
  students: ManagedStudent[];
  assignments: ClassAssignment[];
}

/** The three reads at once; one failure fails the page. */
export async function loadClassDetails(api: ApiClient, classId: string, options: LoadOptions = {}): Promise<ClassDetailsData> {
  const [schoolClass, students, assignments] = await Promise.all([
    fetchManagedClass(api, classId, options),
    fetchManagedClassStudents(api, classId, options),
    fetchClassAssignments(api, classId, options),
  ]);
  return { schoolClass, students, assignments };
}

/** The server's message for a failed read of the page, else the page's own. */
export function classDetailsFailure(error: ResourceError): string {
  return apiErrorText(error.cause, CLASS_DETAILS_LOAD_FAILED);
}
