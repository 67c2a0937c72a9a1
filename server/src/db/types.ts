import type { PGlite } from '@electric-sql/pglite';
export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
}

/** What both drivers offer: parameterised queries ($1, $2, ...) in PostgreSQL's dialect. */
export interface Queryable {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): served on a loopback socket to libraries that connect as clients. */
  readonly pglite?: PGlite;
  /** Runs fn inside one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
