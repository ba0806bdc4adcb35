import { sql, type SQL } from 'drizzle-orm';

/** A typed array literal of bound parameters (`= any(…)`, `&&`, `unnest(…)`); empty gives an empty array. */
function typedArray(values: string[], type: 'uuid' | 'date' | 'text'): SQL {
  const cast = sql.raw(type);
  return values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}::${cast}`),
        sql`, `,
      )}]::${cast}[]`
    : sql`'{}'::${cast}[]`;
}

export const uuidArray = (ids: string[]): SQL => typedArray(ids, 'uuid');
export const textArray = (values: string[]): SQL => typedArray(values, 'text');
/** Local days as `YYYY-MM-DD`. */
export const dateArray = (days: string[]): SQL => typedArray(days, 'date');
