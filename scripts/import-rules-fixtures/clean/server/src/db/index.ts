export const db = 'db';

/** What the database offers: parameterised queries. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}
