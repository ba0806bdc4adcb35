import type { CsvImport, CsvLineReport, CsvPreview } from '@leadloop/domain';
import { CODES } from '@leadloop/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/client.js';
import { campaignProspects, workflowSearches, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import { badRequest } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import { normalizeProfileLink, upsertProspects, type ProspectInput } from '../prospects-core/index.js';
import { personHashesOf, suppressedAmong } from '../../lib/person-hash.js';
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

type Verdict = Omit<LineReport, 'line'>;

/** The campaign each of these prospects already is in (another one than `wf`), by prospect id. */
async function otherCampaignNames(
  db: Db,
  wf: WorkflowRow,
  prospectIds: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < prospectIds.length; i += 500) {
    const rows = await db
      .select({ prospectId: campaignProspects.prospectId, name: workflows.name })
      .from(campaignProspects)
      .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
      .where(
        and(
          inSpace(campaignProspects, wf.spaceId),
          ne(campaignProspects.workflowId, wf.id),
          inArray(campaignProspects.prospectId, prospectIds.slice(i, i + 500)),
          isNull(workflows.deletedAt),
        ),
      );
    for (const r of rows) if (!names.has(r.prospectId)) names.set(r.prospectId, r.name);
  }
  return names;
}

/**
 * set_data_from_csv_file: imports the people of a CSV into the campaign. Every line gets a verdict —
 * accepted, duplicated (twice in the file, or already in the campaign), blacklisted, or refused — with
 * the reason as a catalogue code, and the report is kept on the search. A file with no accepted line
 * changes nothing (one transaction) and the 400 carries the report.
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
  const inputs: { line: number; value: string; input: ProspectInput }[] = [];
  for (const row of rows) {
    const value = (row.cells[column] ?? '').slice(0, 500);
    if (row.cells.every((c) => !c)) {
      report.push({ line: row.line, status: 'refused', reason: CODES.csvLineEmpty, value });
      continue;
    }
    const link = normalizeProfileLink(row.cells[column] ?? '');
    if (!link) {
      report.push({ line: row.line, status: 'refused', reason: CODES.csvLineNoProfileLink, value });
      continue;
    }
    if (firstLineOf.has(link.networkId)) {
      report.push({
        line: row.line,
        status: 'duplicated',
        reason: CODES.csvLineSameAs,
        params: { line: firstLineOf.get(link.networkId)! },
        value,
        profile_link: link.link,
      });
      continue;
    }
    firstLineOf.set(link.networkId, row.line);
    const input: ProspectInput = { profileLink: link.link, networkId: link.networkId, customFields: {} };
    header.forEach((h, i) => {
      const cell = (row.cells[i] ?? '').slice(0, 1000);
      if (i === column || !cell) return;
      const field = FIELD_OF[key(h)];
      if (field) (input as Record<string, unknown>)[field] = cell;
      else if (customKeys[i]) input.customFields![customKeys[i]!] = cell;
    });
    inputs.push({ line: row.line, value, input });
  }
  // A person whose data was erased on request (issue 42) is refused: only the hash of what named them is kept.
  const suppressed = await suppressedAmong(
    ctx.db,
    inputs.flatMap((x) => personHashesOf(x.input)),
  );
  const kept = inputs.filter((x) => {
    if (!personHashesOf(x.input).some((h) => suppressed.has(h))) return true;
    report.push({ line: x.line, status: 'refused', reason: CODES.csvLineSuppressed, value: x.value });
    return false;
  });
  return ctx.db.transaction(async (tx) => {
    const ids = await upsertProspects(
      tx,
      wf.spaceId,
      kept.map((x) => x.input),
    );
    const [search] = await tx
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
    const outcome = await enrollProspects(tx, wf, [...ids.values()], {
      searchId: search!.id,
      now: clock.now(),
    });
    const elsewhere = [...outcome].filter(([, v]) => v === 'in_another_campaign').map(([id]) => id);
    const otherName = elsewhere.length
      ? await otherCampaignNames(tx, wf, elsewhere)
      : new Map<string, string>();
    for (const { line, value, input } of kept) {
      const prospectId = ids.get(input.networkId)!;
      const verdict = outcome.get(prospectId);
      const base = { line, value, profile_link: input.profileLink };
      const v: Verdict =
        verdict === 'accepted'
          ? { status: 'accepted' }
          : verdict === 'duplicated'
            ? { status: 'duplicated', reason: CODES.csvLineInThisCampaign }
            : verdict === 'blacklisted'
              ? { status: 'blacklisted', reason: CODES.csvLineBlacklisted }
              : verdict === 'in_another_campaign'
                ? {
                    status: 'refused',
                    reason: CODES.csvLineInCampaign,
                    params: { campaign: otherName.get(prospectId) ?? '' },
                  }
                : { status: 'refused', reason: CODES.csvLineNotSaved };
      report.push({ ...base, ...v });
    }
    report.sort((a, b) => a.line - b.line);
    const summary = { lines: rows.length, accepted: 0, duplicated: 0, blacklisted: 0, refused: 0 };
    for (const r of report) summary[r.status]++;
    if (!summary.accepted) {
      // Nothing entered the campaign: say so (001 §8) with every line's reason; the transaction keeps nothing.
      throw badRequest(CODES.noAcceptedLines).withDetails({
        summary,
        lines: report.slice(0, MAX_REPORT_LINES),
      });
    }
    await tx
      .update(workflowSearches)
      .set({
        foundCount: rows.length,
        addedCount: summary.accepted,
        report: { summary, lines: report.slice(0, MAX_REPORT_LINES) },
      })
      .where(eq(workflowSearches.id, search!.id));
    return { search_id: search!.id, summary, lines: report };
  });
}
