// No text the product stores may contain NUL (PostgreSQL's text refuses it): the request guard (http/input-guard.ts)
// and the upload intakes that read fields themselves (multipart, tus metadata) refuse it with this one check.

export const NUL_IN_INPUT = 'The request contains a NUL character, which no field accepts';

/** Whether a value (a string, or any string, key or element inside an object or array) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
