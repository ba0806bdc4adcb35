import { uuidArray } from '../../lib/sql-arrays.js';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  LEAD_STATUSES,
  PACING_WAIT_PREFIXES,
  PACING_WAITS,
  PROSPECT_CAMPAIGN_STATUSES,
  RELATIONS,
  zBool,
} from '@leadloop/domain';
import type { AccountScope } from './scope.js';
import { sqlInSpace } from '../../lib/scope.js';
import { containsPattern } from '../../lib/like.js';

/** Filters of the prospects list (also the selection of a bulk action and of the CSV export). */
export const prospectFiltersSchema = z.object({
  credentials_id: z.uuid().optional(),
  campaign: z.uuid().optional(),
  campaign_status: z.enum(PROSPECT_CAMPAIGN_STATUSES).optional(),
  relation: z.enum([...RELATIONS, 'none']).optional(),
  label: z.uuid().optional(),
  lead_status: z.enum(LEAD_STATUSES as [string, ...string[]]).optional(),
  has_email: zBool().optional(),
  has_phone: zBool().optional(),
  q: z.string().trim().max(200).optional(),
});
export type ProspectFilters = z.infer<typeof prospectFiltersSchema>;

export const SORTS = ['created_at', 'name', 'company', 'last_replied_at'] as const;
export const listQuerySchema = prospectFiltersSchema.extend({
  space: z.string().max(100).optional(),
  sort: z.enum(SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** 001 §9: prospect page size 25. */
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Prospects of the scope's accounts: in one of their campaigns or conversations. Alias `p`.
 * `credential_ids` is kept by database triggers (migration 0009); `&&` uses its GIN index, and the
 * planner can AND it with the other filters' indexes (relation, labels, search).
 */
export function scopeCondition(scope: AccountScope): SQL {
  if (scope.credentialIds === null) return sqlInSpace('p', scope.spaceId);
  if (!scope.credentialIds.length) return sql`false`;
  return sql`${sqlInSpace('p', scope.spaceId)} and p.credential_ids && ${uuidArray(scope.credentialIds)}`;
}

/** Campaign rows the scope may see (alias given). */
export function cpScope(scope: AccountScope, alias: string): SQL {
  if (scope.credentialIds === null) return sql`true`;
  if (!scope.credentialIds.length) return sql`false`;
  return sql`${sql.raw(alias)}.credential_id = any(${uuidArray(scope.credentialIds)})`;
}

/**
 * Lead status (001 §3 lead status colours), derived from the prospect and its campaign rows, first match:
 * relation lead → lead; customer → interested; any reply or other relation → got_reply; in campaigns
 * only as excluded → excluded; a closed profile → unconnectable; connected → connected; enriched email →
 * fetched_email; invitation sent → request_sent; held by a wait reason → stuck; a step done → contacted;
 * else new. (viewed_message and visited_link need read/click tracking, which no channel reports yet.)
 */
export const leadStatusSql = sql`(case
  when p.relation = 'lead' then 'lead'
  when p.relation = 'customer' then 'interested'
  when p.relation is not null or p.last_replied_at is not null then 'got_reply'
  when cpa.n > 0 and cpa.n = cpa.excluded then 'excluded'
  when cpa.unconnectable then 'unconnectable'
  when cpa.connected then 'connected'
  when p.enriched_email is not null then 'fetched_email'
  when cpa.invited then 'request_sent'
  when cpa.stuck then 'stuck'
  when cpa.contacted then 'contacted'
  else 'new' end)`;

/** A campaign prospect is stuck only when its hold needs the user; pacing is not (domain campaigns/waits.ts). */
const needsUserSql = sql`(cpx.wait_reason is not null and cpx.wait_reason not in (${sql.join(
  PACING_WAITS.map((w) => sql`${w}`),
  sql`, `,
)}) and ${sql.join(
  PACING_WAIT_PREFIXES.map((p) => sql`cpx.wait_reason not like ${`${p}%`}`),
  sql` and `,
)})`;

export const campaignAggregateJoin = sql`left join lateral (
  select count(*)::int as n,
    count(*) filter (where cpx.status = 'excluded')::int as excluded,
    coalesce(bool_or(cpx.wait_reason in ('profile_closed', 'profile_is_closed', 'closed_for_messaging')), false) as unconnectable,
    coalesce(bool_or(cpx.connected_at is not null), false) as connected,
    coalesce(bool_or(cpx.invited_at is not null), false) as invited,
    coalesce(bool_or(${needsUserSql}), false) as stuck,
    coalesce(bool_or(cpx.steps <> '{}'::jsonb), false) as contacted
  from campaign_prospects cpx where cpx.prospect_id = p.id) cpa on true`;

/** SQL-escapes a LIKE pattern. */
export const likePattern = (text: string) => containsPattern(text.toLowerCase());

/** The WHERE of the list for the given scope and filters (alias `p`, needs `cpa` when lead_status is set). */
export function filterConditions(scope: AccountScope, f: ProspectFilters): SQL {
  const parts: SQL[] = [scopeCondition(scope)];
  if (f.campaign || f.campaign_status) {
    const byCampaign = f.campaign ? sql`and cpf.workflow_id = ${f.campaign}` : sql``;
    const byStatus = f.campaign_status ? sql`and cpf.status = ${f.campaign_status}` : sql``;
    parts.push(
      sql`exists (select 1 from campaign_prospects cpf where cpf.prospect_id = p.id ${byCampaign} ${byStatus} and ${cpScope(scope, 'cpf')})`,
    );
  }
  if (f.relation === 'none') parts.push(sql`p.relation is null`);
  else if (f.relation) parts.push(sql`p.relation = ${f.relation}`);
  if (f.label) parts.push(sql`p.labels @> array[${f.label}::uuid]`);
  if (f.has_email === true)
    parts.push(sql`coalesce(p.work_email, p.personal_email, p.enriched_email) is not null`);
  if (f.has_email === false)
    parts.push(sql`coalesce(p.work_email, p.personal_email, p.enriched_email) is null`);
  if (f.has_phone === true) parts.push(sql`p.phone is not null`);
  if (f.has_phone === false) parts.push(sql`p.phone is null`);
  if (f.q) parts.push(sql`p.search_text like ${likePattern(f.q)}`);
  if (f.lead_status) parts.push(sql`${leadStatusSql} = ${f.lead_status}`);
  return sql.join(parts, sql` and `);
}

export function orderBy(sort: ListQuery['sort'], order: ListQuery['order']): SQL {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const nulls = sql.raw(order === 'asc' ? 'nulls last' : 'nulls last');
  switch (sort) {
    case 'name':
      return sql`lower(p.full_name) ${dir}, p.id ${dir}`;
    case 'company':
      return sql`lower(p.company) ${dir} ${nulls}, p.id ${dir}`;
    case 'last_replied_at':
      return sql`p.last_replied_at ${dir} ${nulls}, p.id ${dir}`;
    default:
      return sql`p.created_at ${dir}, p.id ${dir}`;
  }
}
