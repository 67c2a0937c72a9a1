import { createHash } from 'node:crypto';

/** The most query texts prepared: the application's own queries, with room to spare, never an unbounded set. */
const MAX_PREPARED = 1000;
const statementNames = new Map<string, string>();

/**
 * The name under which a query text with parameters runs as a prepared statement, so that the database parses and
 * plans it once per connection rather than at every request; the same for every connection and both drivers.
 * Queries without parameters may hold several statements (migrations), which a prepared statement cannot, so they
 * have none, as does any text beyond the first MAX_PREPARED.
 */
export function statementName(text: string, params: readonly unknown[]): string | undefined {
  if (params.length === 0) return undefined;
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_PREPARED) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}
