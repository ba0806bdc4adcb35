import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, workflows } from '../../db/schema/index.js';
import {
  loadEngineAccount,
  STEP_LIMIT_KIND,
  nextNodeId,
  startNodeId,
  stepDelayMs,
  type StepType,
} from '../engine/index.js';
import type { WorkflowRow } from './access.js';

const DAY_MS = 24 * 3_600_000;

/** The steps a prospect standing on `from` still has ahead (first branch of conditions). */
function remainingPath(wf: WorkflowRow, from: string | null): WorkflowRow['nodes'] {
  const out: WorkflowRow['nodes'] = [];
  const seen = new Set<string>();
  let id = from ?? startNodeId(wf.nodes, wf.links);
  while (id && !seen.has(id)) {
    seen.add(id);
    const node = wf.nodes.find((n) => n.id === id);
    if (!node) break;
    out.push(node);
    id = nextNodeId(wf.links, id, node.type === 'condition' ? 'yes' : undefined);
  }
  return out;
}

/**
 * When will the last prospect of this campaign be reached? Every running campaign of the same account
 * shares its daily and weekly limits, so the remaining actions of all of them are counted per limit
 * kind; the slowest kind sets the pace, plus the delays of the sequence itself.
 */
export async function forecastWorkflow(db: Db, wf: WorkflowRow, now: Date) {
  const account = await loadEngineAccount(db, wf.credentialId);
  if (!account) return null;
  const siblings = await db
    .select()
    .from(workflows)
    .where(
      and(
        eq(workflows.credentialId, wf.credentialId),
        eq(workflows.status, 'active'),
        isNull(workflows.deletedAt),
        isNull(workflows.archivedAt),
      ),
    );
  const all = siblings.some((s) => s.id === wf.id) ? siblings : [...siblings, wf];
  const groups = await db
    .select({
      workflowId: campaignProspects.workflowId,
      node: campaignProspects.currentNodeId,
      n: sql<number>`count(*)::int`,
    })
    .from(campaignProspects)
    .where(
      and(
        inArray(
          campaignProspects.workflowId,
          all.map((w) => w.id),
        ),
        inArray(campaignProspects.status, ['pending', 'active', 'campaign_paused']),
      ),
    )
    .groupBy(campaignProspects.workflowId, campaignProspects.currentNodeId);
  const remaining: Record<string, number> = {};
  let ownProspects = 0;
  for (const g of groups) {
    const w = all.find((x) => x.id === g.workflowId)!;
    if (w.id === wf.id) ownProspects += g.n;
    for (const node of remainingPath(w, g.node)) {
      const kind = STEP_LIMIT_KIND[node.type as StepType];
      if (kind) remaining[kind] = (remaining[kind] ?? 0) + g.n;
    }
  }
  let days = 0;
  let bottleneck: string | null = null;
  for (const [kind, count] of Object.entries(remaining)) {
    const daily = account.daily[kind as keyof typeof account.daily] || 1;
    let need = count / daily;
    const weeklyKind = kind === 'connection_requests' || kind === 'inmails' ? kind : null;
    if (weeklyKind) need = Math.max(need, (count / (account.weekly[weeklyKind] || 1)) * 7);
    if (need > days) {
      days = need;
      bottleneck = kind;
    }
  }
  const sequenceDelay = remainingPath(wf, null).reduce((sum, n) => sum + stepDelayMs(n), 0);
  const reachedAt = ownProspects ? new Date(now.getTime() + Math.ceil(days) * DAY_MS + sequenceDelay) : null;
  return {
    prospects_remaining: ownProspects,
    actions_remaining: remaining,
    bottleneck,
    days_needed: Math.ceil(days),
    last_prospect_reached_at: reachedAt,
    shared_with_campaigns: all.length - 1,
    work_hours: { timezone: account.hours.timezone, start: account.hours.start, end: account.hours.end },
  };
}
