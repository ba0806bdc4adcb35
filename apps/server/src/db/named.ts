import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

interface PreparedInternals {
  queryString: string;
  params: unknown[];
  fields: unknown;
  joinsNotNullableMap: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}
/** What these helpers use of a drizzle handle (pool or transaction, node-postgres or PGlite). */
interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: unknown,
      name: string,
      isResponseInArrayMode: boolean,
    ): PreparedInternals;
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
 * path planning cost as much as execution, issue 13). PGlite ignores the name (its thread keeps every
 * statement parsed by text: pglite-statements.ts). For statements whose text has a few fixed shapes
 * only: every distinct text stays prepared on each connection that ran it.
 */
export function executeNamed(db: Pick<Db, 'execute'>, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}

const templates = new Map<
  string,
  Pick<PreparedInternals, 'queryString' | 'params' | 'fields' | 'joinsNotNullableMap'>
>();

/**
 * A drizzle select built once per process and run by name on any handle (pool or transaction, PostgreSQL
 * or PGlite): what varies between calls is passed as `sql.placeholder` values. Building the engine's
 * claim (four tables' columns) cost more of the worker's time than PostgreSQL spent running it (issue 13).
 * `name` must stand for one query shape.
 */
export function reusableSelect<T>(
  db: object,
  name: string,
  build: () => { prepare(name: string): unknown },
  values: Record<string, unknown>,
): Promise<T[]> {
  let template = templates.get(name);
  if (!template) {
    const { queryString, params, fields, joinsNotNullableMap } = build().prepare(name) as PreparedInternals;
    template = { queryString, params, fields, joinsNotNullableMap };
    templates.set(name, template);
  }
  const prepared = (db as Internals).session.prepareQuery(
    { sql: template.queryString, params: template.params },
    template.fields,
    name,
    true,
  );
  prepared.joinsNotNullableMap = template.joinsNotNullableMap;
  return prepared.execute(values) as Promise<T[]>;
}
