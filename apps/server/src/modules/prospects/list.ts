import type { LeadStatus, ProspectCampaign, ProspectPage } from '@leadloop/domain';
import { rowsOf } from '../../db/rows.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  campaignAggregateJoin,
  cpScope,
  filterConditions,
  leadStatusSql,
  orderBy,
  type ListQuery,
  type ProspectFilters,
} from './filters.js';
import type { AccountScope } from './scope.js';
import { toProspectView } from './view.js';

/** Largest exact total the list counts. */
export const TOTAL_CAP = 10_000;

/** One page of prospects with total, each with lead status and its campaigns (of the scope's accounts). */
export async function listProspects(db: Db, scope: AccountScope, q: ListQuery): Promise<ProspectPage> {
  const where = filterConditions(scope, q);
  const offset = (q.page - 1) * q.page_size;
  const needsAggregate = Boolean(q.lead_status);
  // One statement: the page is chosen first (through the ordering index); lead status and the campaigns are
  // computed for its rows only (the campaigns as one JSON list per row). Counting stops at TOTAL_CAP: past it
  // the list says "10,000+" (total_is_exact false) instead of paying for an exact count on every page.
  const matches = sql`(select count(*)::int from (select 1 from prospects p ${needsAggregate ? campaignAggregateJoin : sql``}
    where ${where} limit ${TOTAL_CAP + 1}) s)`;
  const page = rowsOf<Record<string, any>>(
    await db.execute(sql`select p.*, ${leadStatusSql} as lead_status, ${campaignListSql(scope)} as campaign_list,
        ${matches} as matches
      from (select p.* from prospects p ${needsAggregate ? campaignAggregateJoin : sql``}
        where ${where} order by ${orderBy(q.sort, q.order)} limit ${q.page_size} offset ${offset}) p
      ${campaignAggregateJoin}
      order by ${orderBy(q.sort, q.order)}`),
  );
  // A page past the end has no row to carry the count.
  const counted = page.length
    ? (page[0]!.matches as number)
    : rowsOf<{ n: number }>(await db.execute(sql`select ${matches} as n`))[0]!.n;
  const total = Math.min(counted, TOTAL_CAP);
  return {
    total,
    total_is_exact: counted <= TOTAL_CAP,
    page: q.page,
    page_size: q.page_size,
    items: page.map((p) => ({
      ...toProspectView(p),
      lead_status: p.lead_status as LeadStatus,
      campaigns: (p.campaign_list ?? []) as CampaignRef[],
    })),
  };
}

export type CampaignRef = ProspectCampaign;

/** For a select over prospects `p`: its campaigns (that the scope may see), newest first, as a JSON list. */
export const campaignListSql = (scope: AccountScope) => sql`(select json_agg(json_build_object(
    '_id', w.id, 'name', w.name, 'workflow_status', w.status, 'credentials_id', cp.credential_id,
    'status', cp.status, 'paused_reason', cp.paused_reason, 'excluded_reason', cp.excluded_reason,
    'wait_reason', cp.wait_reason) order by cp.created_at desc)
  from campaign_prospects cp join workflows w on w.id = cp.workflow_id
  where cp.prospect_id = p.id and w.deleted_at is null and ${cpScope(scope, 'cp')})`;

/** Ids of every prospect matching the filters (bulk actions, export); capped. */
export async function matchingIds(
  db: Db,
  scope: AccountScope,
  f: ProspectFilters,
  cap: number,
): Promise<string[]> {
  const where = filterConditions(scope, f);
  const join = f.lead_status ? campaignAggregateJoin : sql``;
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select p.id from prospects p ${join} where ${where} order by p.created_at desc, p.id desc limit ${cap}`,
    ),
  );
  return rows.map((r) => r.id);
}
