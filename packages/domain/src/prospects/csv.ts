import { MESSAGES } from '../messages/catalogue.js';

/** 001 §5, §9: CSV up to 5 MB with a profile link column. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

const PROFILE_URL =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|sales\/lead|sales\/people|pub)\/[^\s,;]+/i;
export const isProfileLink = (value: string) => PROFILE_URL.test(value.trim());

/** Header names accepted as the profile link column (case and spacing ignored). */
export const PROFILE_LINK_HEADERS = [
  'profile link',
  'profile url',
  'linkedin',
  'linkedin url',
  'linkedin profile',
  'profile',
  'url',
  'link',
];

export const validateCsvSize = (bytes: number): true | string =>
  bytes > CSV_MAX_BYTES ? MESSAGES.maxCsvSize : true;

/**
 * Finds the profile link column: by a known header, else the first column whose values look like
 * profile links. Returns its index or a refusal message.
 */
export function findProfileLinkColumn(
  header: readonly string[],
  sampleRows: readonly (readonly string[])[],
): number | string {
  const norm = header.map((h) => h.trim().toLowerCase().replace(/[_-]+/g, ' '));
  for (const name of PROFILE_LINK_HEADERS) {
    const i = norm.indexOf(name);
    if (i >= 0 && sampleRows.some((r) => isProfileLink(r[i] ?? ''))) return i;
  }
  for (let i = 0; i < header.length; i++) {
    if (sampleRows.some((r) => isProfileLink(r[i] ?? ''))) return i;
  }
  return MESSAGES.csvProfileColumnMissing;
}

/** RFC 4180 text; a cell a spreadsheet would run as a formula is prefixed with a quote. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (raw: string | number) => {
    const v = String(raw);
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
