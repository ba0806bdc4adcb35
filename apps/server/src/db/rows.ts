/** The rows of a raw `db.execute(sql…)` result: PGlite and node-postgres answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
