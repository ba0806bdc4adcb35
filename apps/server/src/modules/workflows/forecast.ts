import type { WorkflowForecast } from '@leadloop/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, workflows } from '../../db/schema/index.js';
import { paceDays, remainingActions } from '@leadloop/domain/campaigns/forecast';
import type { DailyLimitKind } from '@leadloop/domain/credentials/limits';
import { loadEngineAccount, nextNodeId, startNodeId, stepDelayMs } from '../engine/index.js';
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

/** The running campaigns of an account (they share its limits). */
function runningCampaignsOf(db: Db, credentialId: string): Promise<WorkflowRow[]> {
  return db
    .select()
    .from(workflows)
    .where(
      and(
        eq(workflows.credentialId, credentialId),
        eq(workflows.status, 'active'),
        isNull(workflows.deletedAt),
        isNull(workflows.archivedAt),
      ),
    );
}

/** How many prospects still to go stand on each step of these campaigns. */
function waitingByNode(db: Db, campaigns: WorkflowRow[]) {
  return db
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
          campaigns.map((w) => w.id),
        ),
        inArray(campaignProspects.status, ['pending', 'active', 'campaign_paused']),
      ),
    )
    .groupBy(campaignProspects.workflowId, campaignProspects.currentNodeId);
}

/**
 * When will the last prospect of this campaign be reached? Every running campaign of the same account
 * shares its daily and weekly limits, so the remaining actions of all of them are counted per limit
 * kind; the slowest kind sets the pace, plus the delays of the sequence itself.
 */
export async function forecastWorkflow(db: Db, wf: WorkflowRow, now: Date): Promise<WorkflowForecast | null> {
  return (await forecastWorkflows(db, [wf], now)).get(wf.id) ?? null;
}

/** `forecastWorkflow` for several campaigns, reading each account and its running campaigns once. */
export async function forecastWorkflows(
  db: Db,
  wfs: WorkflowRow[],
  now: Date,
): Promise<Map<string, WorkflowForecast | null>> {
  const out = new Map<string, WorkflowForecast | null>();
  const byAccount = new Map<string, WorkflowRow[]>();
  for (const wf of wfs) byAccount.set(wf.credentialId, [...(byAccount.get(wf.credentialId) ?? []), wf]);
  for (const [credentialId, mine] of byAccount) {
    const account = await loadEngineAccount(db, credentialId);
    if (!account) {
      for (const wf of mine) out.set(wf.id, null);
      continue;
    }
    const siblings = await runningCampaignsOf(db, credentialId);
    const counted = [...siblings, ...mine.filter((wf) => !siblings.some((s) => s.id === wf.id))];
    const groups = await waitingByNode(db, counted);
    for (const wf of mine) {
      const all = siblings.some((s) => s.id === wf.id) ? siblings : [...siblings, wf];
      const remaining: Partial<Record<DailyLimitKind, number>> = {};
      let ownProspects = 0;
      for (const g of groups) {
        const w = all.find((x) => x.id === g.workflowId);
        if (!w) continue;
        if (w.id === wf.id) ownProspects += g.n;
        remainingActions(remainingPath(w, g.node), g.n, remaining);
      }
      const { days, bottleneck } = paceDays(remaining, account);
      const sequenceDelay = remainingPath(wf, null).reduce((sum, n) => sum + stepDelayMs(n), 0);
      const reachedAt = ownProspects ? new Date(now.getTime() + days * DAY_MS + sequenceDelay) : null;
      out.set(wf.id, {
        prospects_remaining: ownProspects,
        actions_remaining: remaining,
        bottleneck,
        days_needed: days,
        last_prospect_reached_at: reachedAt?.toISOString() ?? null,
        shared_with_campaigns: all.length - 1,
        work_hours: { timezone: account.hours.timezone, start: account.hours.start, end: account.hours.end },
      });
    }
  }
  return out;
}

/**
 * The actions an account's running campaigns still have ahead, per daily limit kind (the forecast's own
 * count: every pending, active or campaign-paused prospect through the rest of its path). The dashboard
 * plans today's actions per account from it.
 */
export async function remainingActionsOfAccount(
  db: Db,
  credentialId: string,
): Promise<{ remaining: Partial<Record<DailyLimitKind, number>>; runningCampaigns: number }> {
  const running = await runningCampaignsOf(db, credentialId);
  const remaining: Partial<Record<DailyLimitKind, number>> = {};
  if (!running.length) return { remaining, runningCampaigns: 0 };
  const groups = await waitingByNode(db, running);
  for (const g of groups)
    remainingActions(
      remainingPath(
        running.find((w) => w.id === g.workflowId)!,
        g.node,
      ),
      g.n,
      remaining,
    );
  return { remaining, runningCampaigns: running.length };
}
