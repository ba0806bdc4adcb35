import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const names = new Map<string, string>();
const MAX_NAMES = 500;

/** The statement's name: its text's hash, so one name never stands for two texts. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * `db.execute(query)` as a named statement on a PostgreSQL server: each connection parses it once and
 * PostgreSQL may keep its plan, instead of parsing and planning it on every call (on the engine's hot
 * path planning cost as much as execution, issue 13). PGlite ignores the name. For statements whose
 * text has a few fixed shapes only: every distinct text stays prepared on each connection that ran it.
 */
export function executeNamed(db: Pick<Db, 'execute'>, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}
