import type { FinderPerson } from '@leadloop/domain/finder/entities';

const COLUMNS = [
  'first_name',
  'last_name',
  'title',
  'seniority',
  'company',
  'company_domain',
  'company_size',
  'industry',
  'location',
  'linkedin_url',
  'has_email',
  'has_phone',
] as const satisfies readonly (keyof FinderPerson)[];

const cell = (value: unknown) => {
  const text = String(value ?? '');
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The people as CSV (a header line, then one line each). */
export const peopleCsv = (people: FinderPerson[]): string =>
  [COLUMNS.join(','), ...people.map((p) => COLUMNS.map((c) => cell(p[c])).join(','))].join('\n');

/** Downloads the people as `prospects.csv`. */
export function downloadCsv(people: FinderPerson[], fileName = 'prospects.csv'): void {
  const url = URL.createObjectURL(new Blob([peopleCsv(people)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
