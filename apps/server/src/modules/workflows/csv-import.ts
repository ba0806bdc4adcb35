import type { CsvImport, CsvLineReport, CsvPreview } from '@leadloop/domain';
import { CODES } from '@leadloop/domain';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { AppContext } from '../../lib/context.js';
import { workflowSearches } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import { normalizeProfileLink, upsertProspects, type ProspectInput } from '../prospects-core/index.js';
import { enrollProspects } from '../engine/index.js';
import type { Caller, WorkflowRow } from './access.js';

/** 001 §5 / §9: a CSV of up to 5 MB with a column of profile links. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REPORT_LINES = 50_000;

/** Known headers (lower-cased, spaces and dashes as _) → prospect fields; other columns become custom fields. */
const FIELD_OF: Record<string, keyof ProspectInput> = {
  first_name: 'firstName',
  firstname: 'firstName',
  last_name: 'lastName',
  lastname: 'lastName',
  full_name: 'fullName',
  name: 'fullName',
  position: 'position',
  title: 'position',
  job_title: 'position',
  company: 'company',
  company_name: 'company',
  company_domain: 'companyDomain',
  location: 'location',
  email: 'workEmail',
  work_email: 'workEmail',
  personal_email: 'personalEmail',
  phone: 'phone',
  twitter: 'twitter',
  website: 'website',
};
const PROFILE_HEADERS = [
  'profile_link',
  'profile_url',
  'linkedin_url',
  'linkedin',
  'linkedin_profile',
  'profile',
  'url',
  'link',
];
const key = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 60);

export type LineStatus = CsvLineReport['status'];
export type LineReport = CsvLineReport;

function readCsv(file: UploadedFile): { header: string[]; rows: { line: number; cells: string[] }[] } {
  if (file.data.length > CSV_MAX_BYTES) throw badRequest(CODES.maxCsvSize);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(file.data, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
      trim: true,
      max_record_size: 100_000,
    }) as unknown as typeof records;
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!.slice(0, 200);
    throw badRequest(CODES.csvUnreadable, { reason });
  }
  if (!records.length) throw badRequest(CODES.noAcceptedLines);
  const [first, ...rest] = records;
  return {
    header: first!.record.map((h) => h.trim()),
    rows: rest.map((r) => ({ line: r.info.lines, cells: r.record })),
  };
}

function profileColumn(header: string[], rows: { cells: string[] }[], chosen?: string): number {
  if (chosen) return header.findIndex((h) => h === chosen || key(h) === key(chosen));
  const byName = header.findIndex((h) => PROFILE_HEADERS.includes(key(h)));
  if (byName >= 0) return byName;
  // Otherwise the column where most of the first lines are profile links.
  const sample = rows.slice(0, 50);
  let best = -1;
  let bestHits = 0;
  header.forEach((_, i) => {
    const hits = sample.filter((r) => normalizeProfileLink(r.cells[i] ?? '')).length;
    if (hits > bestHits) [best, bestHits] = [i, hits];
  });
  return best;
}

/** CSV upload: reads the file and says what an import would use (columns, profile column, lines). */
export function previewCsv(file: UploadedFile): CsvPreview {
  const { header, rows } = readCsv(file);
  const column = profileColumn(header, rows);
  if (column < 0) throw badRequest(CODES.csvProfileColumnMissing);
  return {
    file_name: file.filename,
    columns: header,
    profile_column: header[column],
    lines: rows.length,
    custom_fields_keys: header.filter((h, i) => i !== column && !FIELD_OF[key(h)]).map(key),
    sample: rows.slice(0, 5).map((r) => Object.fromEntries(header.map((h, i) => [h, r.cells[i] ?? '']))),
  };
}

/**
 * set_data_from_csv_file: imports the people of a CSV into the campaign. Every line gets a verdict —
 * accepted, duplicated (twice in the file, or already in the campaign), blacklisted, or refused with
 * the reason (no profile link, running in another campaign) — and the report is kept on the search.
 */
export async function importCsv(
  ctx: AppContext,
  caller: Caller,
  wf: WorkflowRow,
  file: UploadedFile,
  chosenColumn?: string,
): Promise<CsvImport> {
  const { header, rows } = readCsv(file);
  const column = profileColumn(header, rows, chosenColumn);
  if (column < 0) throw badRequest(CODES.csvProfileColumnMissing);
  const customKeys = header.map((h, i) => (i !== column && !FIELD_OF[key(h)] && key(h) ? key(h) : null));
  const report: LineReport[] = [];
  const firstLineOf = new Map<string, number>();
  const inputs: { line: number; input: ProspectInput }[] = [];
  for (const row of rows) {
    if (row.cells.every((c) => !c)) {
      report.push({ line: row.line, status: 'refused', reason: 'empty_line' });
      continue;
    }
    const link = normalizeProfileLink(row.cells[column] ?? '');
    if (!link) {
      report.push({ line: row.line, status: 'refused', reason: 'no_profile_link' });
      continue;
    }
    if (firstLineOf.has(link.networkId)) {
      report.push({
        line: row.line,
        status: 'duplicated',
        reason: `same_as_line_${firstLineOf.get(link.networkId)}`,
        profile_link: link.link,
      });
      continue;
    }
    firstLineOf.set(link.networkId, row.line);
    const input: ProspectInput = { profileLink: link.link, networkId: link.networkId, customFields: {} };
    header.forEach((h, i) => {
      const value = (row.cells[i] ?? '').slice(0, 1000);
      if (i === column || !value) return;
      const field = FIELD_OF[key(h)];
      if (field) (input as Record<string, unknown>)[field] = value;
      else if (customKeys[i]) input.customFields![customKeys[i]!] = value;
    });
    inputs.push({ line: row.line, input });
  }
  const ids = await upsertProspects(
    ctx.db,
    wf.spaceId,
    inputs.map((x) => x.input),
  );
  const [search] = await ctx.db
    .insert(workflowSearches)
    .values({
      spaceId: caller.space.id,
      workflowId: wf.id,
      source: 'csv',
      kind: 'csv',
      fileName: file.filename.slice(0, 255),
      status: 'finished',
      customFieldsKeys: [...new Set(customKeys.filter(Boolean) as string[])],
      peopleLimit: rows.length,
    })
    .returning();
  const outcome = await enrollProspects(ctx.db, wf, [...ids.values()], {
    searchId: search!.id,
    now: clock.now(),
  });
  for (const { line, input } of inputs) {
    const verdict = outcome.get(ids.get(input.networkId)!);
    if (verdict === 'accepted') report.push({ line, status: 'accepted', profile_link: input.profileLink });
    else if (verdict === 'duplicated')
      report.push({
        line,
        status: 'duplicated',
        reason: 'already_in_campaign',
        profile_link: input.profileLink,
      });
    else if (verdict === 'blacklisted')
      report.push({ line, status: 'blacklisted', profile_link: input.profileLink });
    else
      report.push({
        line,
        status: 'refused',
        reason: verdict ?? 'not_saved',
        profile_link: input.profileLink,
      });
  }
  report.sort((a, b) => a.line - b.line);
  const summary = { lines: rows.length, accepted: 0, duplicated: 0, blacklisted: 0, refused: 0 };
  for (const r of report) summary[r.status]++;
  await ctx.db
    .update(workflowSearches)
    .set({
      foundCount: rows.length,
      addedCount: summary.accepted,
      report: { summary, lines: report.slice(0, MAX_REPORT_LINES) },
    })
    .where(eq(workflowSearches.id, search!.id));
  if (!summary.accepted) {
    // Nothing entered the campaign: say so (001 §8) and keep nothing of the attempt.
    await ctx.db.delete(workflowSearches).where(eq(workflowSearches.id, search!.id));
    throw badRequest(CODES.noAcceptedLines);
  }
  return { search_id: search!.id, summary, lines: report };
}
