import { sql, type SQL } from 'drizzle-orm';

/** A `uuid[]` literal of bound parameters (`= any(…)`, `&&`, `unnest(…)`); empty gives an empty array. */
export const uuidArray = (ids: string[]): SQL =>
  ids.length
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]::uuid[]`
    : sql`'{}'::uuid[]`;
