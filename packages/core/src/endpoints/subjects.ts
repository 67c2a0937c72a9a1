// Subjects (spec 02 §7): the list every screen that files work under a subject reads, and adding one.
import { API_CACHE_TTL_MS } from '../api/constants.js';
import type { ApiClient } from '../api/client.js';
import { parseAnswer } from '../api/errors.js';
import { subjectListSchema, subjectSchema, type Subject } from '../schemas/assessment.js';
import type { LoadOptions } from '../resource/resource.js';

export const SUBJECTS_PATH = '/subjects/';

/** GET /subjects/: kept an hour; an empty answer is no subjects. */
export async function fetchSubjects(api: ApiClient, options: LoadOptions = {}): Promise<Subject[]> {
  const raw = await api.get(SUBJECTS_PATH, { fresh: options.fresh, signal: options.signal, cacheTtlMs: API_CACHE_TTL_MS.subjects });
  return parseAnswer(subjectListSchema, raw ?? []);
}

/** POST /subjects with {name}; the subject list is read again afterwards. */
export async function createSubject(api: ApiClient, name: string): Promise<Subject> {
  return parseAnswer(subjectSchema, await api.post('/subjects', { name: name.trim() }, { invalidates: ['/subjects'] }));
}
