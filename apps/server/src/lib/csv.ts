import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Spreadsheet formula injection guard: a text cell starting with = + - @ tab or CR is prefixed with a quote. */
export const safeCell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

/**
 * A CSV download as a stream (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read accents):
 * rows are written as the iterable yields them. Text cells go through `safeCell`; numbers stay numbers.
 */
export function csvStream(header: string[], rows: Iterable<(string | number | null)[]>): Readable {
  const out = stringify({ bom: true, record_delimiter: 'windows' });
  const safe = (row: (string | number | null)[]) => row.map((v) => (typeof v === 'number' ? v : safeCell(v)));
  Readable.from(
    (function* () {
      yield safe(header);
      for (const row of rows) yield safe(row);
    })(),
  ).pipe(out);
  return out;
}
