// The class page's data: the class, its students and its assessments with who has submitted them.
import type { ApiClient, ClassAssignment, SchoolClass } from '@assess/core';
import { errorText, fetchAssignments, fetchClass, fetchClassStudents, isForbidden, type ManagedStudent } from '../shared/management-api.ts';
import type { LoadOptions, LoadResult } from '../Management/loadManagement.ts';

export const CLASS_DETAILS_LOAD_FAILED = 'Failed to fetch data';

export interface ClassDetailsData {
  schoolClass: SchoolClass;
  students: ManagedStudent[];
  assignments: ClassAssignment[];
}

export async function loadClassDetails(api: ApiClient, classId: string, options: LoadOptions = {}): Promise<LoadResult<ClassDetailsData>> {
  const fresh = options.refresh;
  try {
    const [schoolClass, students, assignments] = await Promise.all([
      fetchClass(api, classId, { fresh }),
      fetchClassStudents(api, classId, { fresh }),
      fetchAssignments(api, classId, { fresh }),
    ]);
    return { kind: 'data', value: { schoolClass, students, assignments } };
  } catch (error) {
    if (isForbidden(error)) return { kind: 'forbidden' };
    return { kind: 'error', message: errorText(error, CLASS_DETAILS_LOAD_FAILED) };
  }
}
