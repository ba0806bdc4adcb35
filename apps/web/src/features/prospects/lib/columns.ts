/** Columns of the prospects table; the choice is kept in local storage. */
export const COLUMNS = [
  'position',
  'company',
  'location',
  'email',
  'phone',
  'campaigns',
  'lead_status',
  'relation',
  'labels',
  'last_replied_at',
  'created_at',
] as const;
export type ColumnKey = (typeof COLUMNS)[number];
export const DEFAULT_COLUMNS: ColumnKey[] = [
  'position',
  'company',
  'campaigns',
  'lead_status',
  'relation',
  'labels',
];
export const COLUMNS_STORAGE_KEY = 'prospectsColumns';

export function parseColumns(raw: unknown): ColumnKey[] {
  if (!Array.isArray(raw)) return DEFAULT_COLUMNS;
  const valid = raw.filter((c): c is ColumnKey => COLUMNS.includes(c as ColumnKey));
  return valid.length ? COLUMNS.filter((c) => valid.includes(c)) : DEFAULT_COLUMNS;
}

/** Sortable columns map to the server's sort keys (name is the first column). */
export const SORT_OF: Partial<
  Record<ColumnKey | 'name', 'name' | 'company' | 'last_replied_at' | 'created_at'>
> = {
  name: 'name',
  company: 'company',
  last_replied_at: 'last_replied_at',
  created_at: 'created_at',
};
