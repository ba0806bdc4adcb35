import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflowSearches, workflows } from '../../db/schema/index.js';
import type { CsvSummary, Search, Step, Workflow } from '@leadloop/domain';
import type { WorkflowRow } from './access.js';

export type SearchRow = typeof workflowSearches.$inferSelect;

export const toSearchView = (s: SearchRow): Search => ({
  _id: s.id,
  workflow_id: s.workflowId,
  source: s.source,
  url: s.url,
  kind: s.kind,
  limit: s.peopleLimit,
  status: s.status,
  file_name: s.fileName,
  custom_fields_keys: s.customFieldsKeys,
  found_count: s.foundCount,
  added_count: s.addedCount,
  csv_summary: s.source === 'csv' ? ((s.report as { summary?: CsvSummary }).summary ?? null) : null,
  error: s.error,
  created_at: s.createdAt.toISOString(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API shape of a campaign (001 §3 Workflow), with prospect counts by campaign status. */
export function toWorkflowView(
  wf: WorkflowRow,
  extra: { searches?: SearchRow[]; counts?: Record<string, number> } = {},
): Workflow {
  // Nodes and links were validated by the domain's step schemas when saved (workflows/schemas.ts).
  const nodes = wf.nodes as Step[];
  return {
    _id: wf.id,
    name: wf.name,
    status: wf.archivedAt ? 'archived' : wf.deletedAt ? 'deleted' : wf.status,
    credentials_id: wf.credentialId,
    credentials: [wf.credentialId],
    sequences_type: wf.sequencesType,
    sequence: wf.sequencesType === 'linear' ? nodes : undefined,
    sequences_nodes: nodes,
    sequences_links: wf.links,
    settings: wf.settings,
    is_existing_people: wf.isExistingPeople,
    is_include_talked_before: wf.isIncludeTalkedBefore,
    is_only_premium: wf.isOnlyPremium,
    is_link_tracking: wf.isLinkTracking,
    is_email_only: wf.isEmailOnly,
    is_ai_targeting: wf.isAiTargeting,
    ai_targeting_settings: wf.aiTargetingSettings,
    is_ai_employee: wf.isAiEmployee,
    ai_employee_id: wf.aiEmployeeId,
    ai_employee_paused: wf.aiEmployeePaused,
    custom_domain: wf.customDomain,
    order: wf.position,
    archived_at: iso(wf.archivedAt),
    deleted_at: iso(wf.deletedAt),
    created_at: wf.createdAt.toISOString(),
    updated_at: wf.updatedAt.toISOString(),
    searches: extra.searches?.map(toSearchView),
    prospects_count: extra.counts,
  };
}

/**
 * For a select list over `workflows`: the row's prospects by status, as one JSON object (`{status: n}`).
 * The table is named in full: drizzle writes a column of a one-table select unqualified.
 */
export const prospectCountsOf = () =>
  sql<Record<string, number> | null>`(select json_object_agg(s.status, s.n) from (
    select cp.status, count(*)::int as n from campaign_prospects cp where cp.workflow_id = ${workflows}.id
    group by cp.status) s)`;

/** The view's counts (every status, and the total) from `prospectCountsOf`. */
export function statusCounts(byStatus: Record<string, number> | null): Record<string, number> {
  const out: Record<string, number> = {
    total: 0,
    excluded: 0,
    pending: 0,
    paused: 0,
    active: 0,
    campaign_paused: 0,
    finished: 0,
  };
  for (const [status, n] of Object.entries(byStatus ?? {})) {
    out[status] = n;
    out.total! += n;
  }
  return out;
}

/** One campaign's prospect counts by status (the campaign's card). */
export async function countsOfWorkflow(db: Db, workflowId: string): Promise<Record<string, number>> {
  const [row] = await db
    .select({ counts: prospectCountsOf() })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  return statusCounts(row?.counts ?? null);
}

export async function searchesOf(db: Db, workflowId: string): Promise<SearchRow[]> {
  return db
    .select()
    .from(workflowSearches)
    .where(eq(workflowSearches.workflowId, workflowId))
    .orderBy(workflowSearches.createdAt);
}
