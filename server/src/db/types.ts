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
  /**
   * Hears the channel's NOTIFY payloads, sent from any connection of any process on this database. `onListening`
   * says whether notices are being heard: false when the listening connection broke (notices may then be missed;
   * it reconnects by itself), true once it listens again. Resolves once listening, with a function that stops.
   */
  listen(channel: string, onNotice: (payload: string) => void, onListening: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The application_name of a connection that listens on the channel: pg_stat_activity counts the listeners by it. */
export function listenerName(channel: string): string {
  return `assess-listen:${channel}`;
}
