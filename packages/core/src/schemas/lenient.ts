import { z } from 'zod/mini';

/*
 * Building blocks for reading server answers: a field that is missing, null or of an unexpected type reads as
 * undefined instead of failing the whole answer, so that the documented fall-backs can apply.
 */

export const maybe = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), undefined);

export const maybeText = () => maybe(z.string());
/** zod 4 numbers are finite: NaN and Infinity read as undefined too. */
export const maybeNumber = () => maybe(z.number());
export const maybeBoolean = () => maybe(z.boolean());
/** Ids arrive as strings or numbers. */
export const maybeId = () => maybe(z.union([z.string(), z.number()]));

/** The first argument that is a non-empty string. */
export function firstText(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

/** The first argument that is a finite number. */
export function firstNumber(...values: unknown[]): number | undefined {
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

/** An id as text, or undefined when there is none. */
export function idText(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/** Reads one of the given names in any letter case, else the fall-back. */
export function oneOf<const T extends readonly string[]>(names: T, value: unknown, fallback: T[number]): T[number] {
  if (typeof value !== 'string') return fallback;
  const lower = value.toLowerCase();
  return names.find((name) => name === lower) ?? fallback;
}
