import { notify } from '../notifications/index.js';
import { mailBrandOf } from '../brand/index.js';
import {
  DETAILED_REPORT_WORDS,
  REPORT_CSV_WORDS,
  type DetailedReport,
  type DetailedReportRequest,
  CODES,
} from '@leadloop/domain';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { reportExports, spaceMembers, users } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { safeCell } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { isUuid, randomToken, sha256 } from '../../lib/ids.js';
import { sendOrRun } from '../../lib/jobs.js';
import { inSpace, scopeOfMember, sqlInSpace, type WorkspaceScope } from '../../lib/scope.js';
import { bounds, inAccounts, inCampaigns, reportFilters, type ReportFilters } from './filters.js';

/**
 * The detailed report (README "Reports"): POST /reports/detailed records a request and queues the
 * `reports.detailed` job; the job writes a CSV with a row per prospect and campaign step done in the period
 * (the viewer's accounts, campaigns and members filters, the viewer's time zone), keeps it in
 * `report_exports`, and mails the user a download link valid 7 days — a link rather than an attachment:
 * the file of a large workspace outgrows what mail servers accept, and the link can expire.
 * Progress goes to the user's socket (`reports:detailed`) and to GET /reports/detailed/{id}.
 */
export const DETAILED_REPORT_QUEUE = 'reports.detailed';
export const DETAILED_REPORT_EVENT = 'reports:detailed';
const LINK_DAYS = 7;
const PAGE = 2_000;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'realtime' | 'config' | 'log' | 'jobs'>;
type ExportRow = typeof reportExports.$inferSelect;

/** What the lead can hook an "export ready" notification to (reports/index.ts `onDetailedReportReady`). */
export interface DetailedReportReady {
  exportId: string;
  spaceId: string;
  userId: string;
  rows: number;
  filename: string;
  /** The download link mailed to the user. */
  url: string;
}
type Listener = (event: DetailedReportReady) => void | Promise<void>;
const listeners = new Set<Listener>();

/** Calls `listener` each time a detailed report is ready (after its e-mail went out); returns the unsubscribe. */
export function onDetailedReportReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const view = (r: ExportRow): DetailedReport => ({
  _id: r.id,
  status: r.status as DetailedReport['status'],
  progress: r.progress,
  rows: r.rows,
  period: (r.params as DetailedReportRequest).period,
  filename: r.status === 'done' ? r.filename : null,
  email: r.email,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/** POST /reports/detailed: records the request and starts the job (run at once without a job runner). */
export async function startDetailedReport(
  ctx: Deps,
  scope: WorkspaceScope,
  body: DetailedReportRequest,
): Promise<DetailedReport> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, scope.userId!));
  const [row] = await ctx.db
    .insert(reportExports)
    .values({
      spaceId: scope.spaceId,
      userId: scope.userId!,
      params: body,
      email: user!.email,
      createdAt: clock.now(),
    })
    .returning();
  await sendOrRun(ctx, DETAILED_REPORT_QUEUE, { exportId: row!.id }, () => runDetailedReport(ctx, row!.id));
  return detailedReportStatus(ctx.db, scope, row!.id);
}

/** GET /reports/detailed/{id}: one of the caller's detailed reports (404 for anyone else's). */
export async function detailedReportStatus(
  db: Db,
  scope: WorkspaceScope,
  id: string,
): Promise<DetailedReport> {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await db
    .select()
    .from(reportExports)
    .where(
      and(inSpace(reportExports, scope), eq(reportExports.userId, scope.userId!), eq(reportExports.id, id)),
    );
  if (!row) throw notFound(CODES.notFound);
  return view(row);
}

/** GET /reports/detailed: the caller's 5 latest detailed reports in the workspace. */
export async function listDetailedReports(db: Db, scope: WorkspaceScope): Promise<DetailedReport[]> {
  const rows = await db
    .select()
    .from(reportExports)
    .where(and(inSpace(reportExports, scope), eq(reportExports.userId, scope.userId!)))
    .orderBy(desc(reportExports.createdAt))
    .limit(5);
  return rows.map(view);
}

/** GET /reports/detailed/{id}/download?key=: the file, for whoever holds the mailed link while it is valid. */
export async function downloadDetailedReport(
  db: Db,
  id: string,
  key: string,
): Promise<{ filename: string; content: string }> {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await db.select().from(reportExports).where(eq(reportExports.id, id));
  if (
    !row ||
    row.status !== 'done' ||
    !row.keyHash ||
    row.keyHash !== sha256(key) ||
    !row.expiresAt ||
    row.expiresAt <= clock.now()
  )
    throw notFound(CODES.notFound);
  return { filename: row.filename!, content: row.content ?? '' };
}

interface DetailRow {
  id: string;
  performed: string;
  campaign: string;
  account: string;
  prospect: string;
  profile_link: string;
  email: string | null;
  company: string | null;
  node_id: string | null;
  nodes: { id: string }[] | null;
  type: string;
  variant: string | null;
  done_at: string;
  accepted_at: string | null;
  replied_at: string | null;
  relation: string | null;
}

/** The rows of the file, a page at a time in (performed_at, id) order. */
async function detailPage(db: Db, f: ReportFilters, after: { at: string; id: string } | null) {
  const { start, end } = bounds(f, f.range.from, f.range.to);
  const local = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${f.tz}, 'YYYY-MM-DD HH24:MI')`;
  return rowsOf<DetailRow>(
    await db.execute(sql`
      select a.id, a.performed_at::text as performed, w.name as campaign,
        coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), c.username) as account,
        p.full_name as prospect, p.profile_link, p.work_email as email, p.company,
        a.node_id, w.nodes, a.type, a.variant, ${local('a.performed_at')} as done_at,
        ${local('cp.connected_at')} as accepted_at, ${local('cp.replied_at')} as replied_at, p.relation
      from actions a
        join workflows w on w.id = a.workflow_id
        join credentials c on c.id = a.credential_id
        join prospects p on p.id = a.prospect_id
        left join campaign_prospects cp on cp.id = a.campaign_prospect_id
      where ${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.workflow_id is not null
        and a.performed_at >= ${start} and a.performed_at < ${end}
        and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}
        ${after ? sql`and (a.performed_at, a.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by a.performed_at, a.id
      limit ${PAGE}`),
  );
}

/**
 * The `reports.detailed` job. Idempotent: a finished report is left alone; one interrupted by a crash is
 * built again from the start (pg-boss retries it), so its mail goes out at least once.
 */
export async function runDetailedReport(ctx: Deps, exportId: string): Promise<void> {
  const [row] = await ctx.db.select().from(reportExports).where(eq(reportExports.id, exportId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const save = async (patch: Partial<ExportRow>) => {
    const [next] = await ctx.db
      .update(reportExports)
      .set(patch)
      .where(eq(reportExports.id, exportId))
      .returning();
    ctx.realtime.emitToUser(row.userId, DETAILED_REPORT_EVENT, view(next!));
  };
  // The user's access is read when the job runs: a member who lost an account no longer gets its rows.
  const [member] = await ctx.db
    .select()
    .from(spaceMembers)
    .where(and(inSpace(spaceMembers, row.spaceId), eq(spaceMembers.userId, row.userId)));
  if (!member) return save({ status: 'failed', error: 'not a member', finishedAt: clock.now() });
  const params = row.params as DetailedReportRequest;
  const f = await reportFilters(
    ctx.db,
    scopeOfMember(row.spaceId, { ...member, userId: row.userId }),
    params,
  );
  const { start, end } = bounds(f, f.range.from, f.range.to);
  const [{ total } = { total: 0 }] = f.accounts.length
    ? rowsOf<{ total: number }>(
        await ctx.db.execute(sql`
          select count(*)::int as total from actions a
          where ${sqlInSpace('a', f.spaceId)} and a.status = 'done' and a.workflow_id is not null
            and a.prospect_id is not null and a.performed_at >= ${start} and a.performed_at < ${end}
            and ${inAccounts(f, sql`a.credential_id`)} and ${inCampaigns(f, sql`a.workflow_id`)}`),
      )
    : [];
  await save({ status: 'running', progress: 0, rows: 0 });
  const w = REPORT_CSV_WORDS[params.lang];
  const d = DETAILED_REPORT_WORDS[params.lang];
  const lines: string[] = [
    stringify(
      [
        [
          w.columns.campaign,
          w.columns.account,
          d.columns.prospect,
          d.columns.profile_link,
          d.columns.email,
          d.columns.company,
          w.columns.step,
          w.columns.step_type,
          w.columns.variant,
          d.columns.done_at,
          d.columns.accepted_at,
          d.columns.replied_at,
          d.columns.relation,
        ],
      ],
      { bom: true, record_delimiter: 'windows' },
    ),
  ];
  let written = 0;
  let after: { at: string; id: string } | null = null;
  while (f.accounts.length) {
    const page = await detailPage(ctx.db, f, after);
    if (!page.length) break;
    lines.push(
      stringify(
        page.map((r) => {
          const position = (r.nodes ?? []).findIndex((n) => n.id === r.node_id);
          return [
            r.campaign,
            r.account,
            r.prospect,
            r.profile_link,
            r.email,
            r.company,
            position >= 0 ? String(position + 1) : '',
            r.type,
            r.variant,
            r.done_at,
            r.accepted_at,
            r.replied_at,
            r.relation,
          ].map(safeCell);
        }),
        { record_delimiter: 'windows' },
      ),
    );
    written += page.length;
    after = { at: page.at(-1)!.performed, id: page.at(-1)!.id };
    await save({ rows: written, progress: Math.min(99, Math.floor((written / Math.max(total, 1)) * 100)) });
  }
  const key = randomToken(32);
  const filename = `detailed-report-${f.range.from}-${f.range.to}.csv`;
  // The mail and its link wear the requester's brand (its sender, layout and host name).
  const [owner] = await ctx.db.select({ brand: users.brand }).from(users).where(eq(users.id, row.userId));
  const { mail: brand, baseUrl } = await mailBrandOf(ctx, owner?.brand);
  const url = `${baseUrl}/api/reports/detailed/${exportId}/download?key=${key}`;
  const now = clock.now();
  await ctx.db
    .update(reportExports)
    .set({
      content: lines.join(''),
      filename,
      rows: written,
      keyHash: sha256(key),
      expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000),
    })
    .where(eq(reportExports.id, exportId));
  const period = `${f.range.from} – ${f.range.to}`;
  const body = d.body.replace('{period}', period).replace('{rows}', String(written));
  await ctx.mailer.send({
    kind: 'detailed_report',
    to: row.email,
    subject: d.subject,
    text: [body, d.expires, '', `${d.link}: ${url}`].join('\n'),
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(d.expires)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(d.link)}</a></p>`,
    links: [url],
    brand,
  });
  await save({ status: 'done', progress: 100, finishedAt: clock.now() });
  // "Export ready" in the user's bell (issue 14 item 6), its action the download link
  await notify(ctx, {
    spaceId: row.spaceId,
    to: { userIds: [row.userId] },
    event: 'export_ready',
    type: 'success',
    title: 'Your export is ready',
    text: filename,
    params: { name: filename },
    action: { type: 'link', text: 'Download', meta: { url } },
    dedupeKey: `export_ready:${exportId}`,
  });
  const event = { exportId, spaceId: row.spaceId, userId: row.userId, rows: written, filename, url };
  for (const listener of listeners)
    await Promise.resolve(listener(event)).catch((err: unknown) =>
      ctx.log.warn({ err }, 'a detailed-report listener failed'),
    );
}

/** Removes the files whose link expired (periodic job). */
export async function purgeDetailedReports(db: Db): Promise<void> {
  await db.delete(reportExports).where(lt(reportExports.expiresAt, clock.now()));
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
