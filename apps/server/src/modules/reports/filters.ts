import { uuidArray } from '../../lib/sql-arrays.js';
import { credentialDisplayName } from '@leadloop/domain/credentials/rules';
import { localToday, reportRange, type ReportQuery, type ReportRange } from '@leadloop/domain';
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace, mayUseAccount, type WorkspaceScope } from '../../lib/scope.js';

/**
 * What a report reads: the workspace, the accounts the viewer may see (a member: their available
 * accounts; an admin: every account, deleted ones included, so history stays whole) narrowed by the
 * `accounts` filter, the campaigns filter, and the period as local days in the viewer's time zone.
 */
export interface ReportFilters {
  spaceId: string;
  tz: string;
  range: ReportRange;
  accounts: { id: string; name: string }[];
  /** null: every campaign of those accounts. */
  campaignIds: string[] | null;
  now: Date;
  /** The rollup job counts every account of the workspace, whatever the list says. */
  everyAccount?: boolean;
}

/** Local days a query reads: `from`..`to`. */
export interface DayWindow {
  from: string;
  to: string;
}

export async function reportFilters(
  db: Db,
  scope: WorkspaceScope,
  q: Omit<ReportQuery, 'space'>,
): Promise<ReportFilters> {
  const tz = q.tz ?? 'UTC';
  const now = clock.now();
  const rows = await db
    .select({
      id: credentials.id,
      username: credentials.username,
      firstName: credentials.firstName,
      lastName: credentials.lastName,
    })
    .from(credentials)
    .where(
      and(inSpace(credentials, scope), q.accounts?.length ? inArray(credentials.id, q.accounts) : undefined),
    )
    .orderBy(asc(credentials.username));
  const accounts = rows
    .filter((r) => mayUseAccount(scope, r.id))
    .map((r) => ({ id: r.id, name: credentialDisplayName(r.firstName, r.lastName, r.username) }));
  return {
    spaceId: scope.spaceId,
    tz,
    range: reportRange(q.period, localToday(now, tz)),
    accounts,
    campaignIds: await campaignFilter(db, scope, q),
    now,
  };
}

/**
 * The campaigns a report counts: the campaigns filter, narrowed by the members filter to the campaigns
 * those members created (README "Reports": a member's figures). null: no campaign filter at all.
 */
async function campaignFilter(
  db: Db,
  scope: WorkspaceScope,
  q: Pick<ReportQuery, 'campaigns' | 'members'>,
): Promise<string[] | null> {
  const asked = q.campaigns?.length ? q.campaigns : null;
  if (!q.members?.length) return asked;
  const created = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(
      and(
        inSpace(workflows, scope),
        inArray(workflows.createdBy, q.members),
        asked ? inArray(workflows.id, asked) : undefined,
      ),
    );
  return created.map((w) => w.id);
}

/** `<alias>.credential_id` is one of the report's accounts (false when it has none). */
export function inAccounts(f: ReportFilters, column: SQL): SQL {
  if (f.everyAccount) return sql`${column} is not null`;
  return f.accounts.length ? sql`${column} = any(${uuidArray(f.accounts.map((a) => a.id))})` : sql`false`;
}

/** The campaigns filter on a workflow id column (true without one). */
export function inCampaigns(f: ReportFilters, column: SQL): SQL {
  return f.campaignIds ? sql`${column} = any(${uuidArray(f.campaignIds)})` : sql`true`;
}

/** Start (inclusive) and end (exclusive) of local days `from`..`to` as instants, computed by the database (DST-exact). */
export function bounds(f: ReportFilters, from: string, to: string): { start: SQL; end: SQL } {
  return {
    start: sql`(${from}::date::timestamp at time zone ${f.tz})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${f.tz})`,
  };
}

/** The local day (YYYY-MM-DD) of an instant in the viewer's time zone. */
export const localDay = (f: ReportFilters, column: SQL): SQL =>
  sql`to_char((${column} at time zone ${f.tz})::date, 'YYYY-MM-DD')`;

/** Names of the workspace's campaigns (for breakdowns). */
export async function campaignNames(db: Db, scope: WorkspaceScope, ids: string[]) {
  if (!ids.length) return new Map<string, { name: string; credentialId: string; nodes: unknown[] }>();
  const rows = await db
    .select({
      id: workflows.id,
      name: workflows.name,
      credentialId: workflows.credentialId,
      nodes: workflows.nodes,
    })
    .from(workflows)
    .where(and(inSpace(workflows, scope), inArray(workflows.id, ids)));
  return new Map(rows.map((r) => [r.id, { name: r.name, credentialId: r.credentialId, nodes: r.nodes }]));
}
