import { createHash } from 'node:crypto';
import type { WorkflowForecast } from '@leadloop/domain';
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { actions, campaignProspects, workflows } from '../../db/schema/index.js';
import { remainingActions } from '@leadloop/domain/campaigns/forecast';
import {
  forecastRun,
  type AccountLoad,
  type ForecastCampaign,
  type ForecastRun,
  type ForecastRunInput,
} from '@leadloop/domain/campaigns/forecast-run';
import type { DailyLimitKind } from '@leadloop/domain/credentials/limits';
import {
  DEFAULT_ENGINE_OPTIONS,
  loadEngineAccount,
  localDayStart,
  nextNodeId,
  startNodeId,
  stepDelayMs,
  type EngineAccount,
} from '../engine/index.js';
import type { WorkflowRow } from './access.js';

const DAY_MS = 24 * 3_600_000;
const WEEK_MS = 7 * DAY_MS;

/** The steps a prospect standing on `from` still has ahead (first branch of conditions). */
function remainingPath(wf: Pick<WorkflowRow, 'nodes' | 'links'>, from: string | null): WorkflowRow['nodes'] {
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

/** The campaign's own prospects still to go, per step and due time (hours grouped, the latest kept). */
function cohortsOf(db: Db, workflowId: string) {
  return db
    .select({
      node: campaignProspects.currentNodeId,
      readyAt: sql<string | null>`max(${campaignProspects.nextRunAt})`,
      n: sql<number>`count(*)::int`,
    })
    .from(campaignProspects)
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        inArray(campaignProspects.status, ['pending', 'active', 'campaign_paused']),
      ),
    )
    .groupBy(campaignProspects.currentNodeId, sql`date_trunc('hour', ${campaignProspects.nextRunAt})`);
}

/** What the account did today (its local day), in the last 7 days of a weekly kind, and its last spaced action. */
async function accountLoad(db: Db, account: EngineAccount, now: Date) {
  const at = sql`coalesce(${actions.performedAt}, ${actions.startedAt})`;
  const mine = and(eq(actions.credentialId, account.id), inArray(actions.status, ['started', 'done']));
  const today = await db
    .select({ kind: actions.limitKind, n: sql<number>`count(*)::int` })
    .from(actions)
    .where(and(mine, isNotNull(actions.limitKind), gte(at, localDayStart(now, account.hours.timezone))))
    .groupBy(actions.limitKind);
  const week = await db
    .select({ kind: actions.limitKind, at: sql<string>`${at}` })
    .from(actions)
    .where(
      and(
        mine,
        inArray(actions.limitKind, ['connection_requests', 'connections_by_email', 'inmails']),
        gte(at, new Date(now.getTime() - WEEK_MS)),
      ),
    );
  const [last] = await db
    .select({ at: sql<string | null>`max(${at})` })
    .from(actions)
    .where(and(mine, sql`${actions.type} <> 'webhook'`));
  const weeklyDoneAt: AccountLoad['weeklyDoneAt'] = { connection_requests: [], inmails: [] };
  for (const w of week)
    weeklyDoneAt[w.kind === 'inmails' ? 'inmails' : 'connection_requests']!.push(Date.parse(w.at));
  return {
    doneToday: Object.fromEntries(today.map((r) => [r.kind, r.n])),
    weeklyDoneAt,
    lastActionAt: last?.at ? Date.parse(last.at) : null,
  };
}

/**
 * A campaign as the forecast reads it: its path (first branch of conditions) and where its prospects stand,
 * each due at its next run (at once when not set; a prospect not started yet after the first step's delay).
 */
function forecastCampaign(
  wf: Pick<WorkflowRow, 'nodes' | 'links'>,
  groups: { node: string | null; readyAt: string | null; n: number }[],
  now: Date,
): ForecastCampaign {
  const path = remainingPath(wf, null);
  const index = new Map(path.map((n, i) => [n.id, i]));
  const cohorts = groups.flatMap((g) => {
    const step = g.node === null ? 0 : index.get(g.node);
    if (step === undefined || !path.length) return []; // off the first branch: not on this path
    const due = Math.max(now.getTime(), g.readyAt ? Date.parse(g.readyAt) : 0);
    return [{ step, count: g.n, readyAt: due + (g.node === null ? stepDelayMs(path[0]!) : 0) }];
  });
  return { path: path.map((n) => ({ type: n.type, delayMs: stepDelayMs(n) })), cohorts };
}

/** A campaign's sequence and prospects to forecast: a saved one, or the builder's draft (`steps` given). */
export interface ForecastSubject {
  wf: Pick<WorkflowRow, 'id' | 'credentialId' | 'nodes' | 'links'>;
  /** The builder's draft: this many prospects, all still before the first step (when it has none of its own). */
  draftProspects?: number;
}

/**
 * THE campaign forecast (issue 35): the domain's `forecastRun` over the campaign's OWN prospects (where
 * each stands and when it is due), its own path of steps and its account (work hours, daily and weekly
 * limits, its longest gap), with the account's other running campaigns only taking their share of the
 * limits (their remaining actions are never counted as this campaign's). The builder's Review
 * (POST /workflows/forecast), the campaign page and the list (GET /workflows/{id}/rates, /workflows/rates)
 * all read it.
 */
export async function forecastWorkflow(
  db: Db,
  wf: ForecastSubject['wf'],
  now: Date,
  options: { maxGapSeconds?: number; draftProspects?: number } = {},
): Promise<WorkflowForecast | null> {
  return (
    (await forecastWorkflows(db, [{ wf, draftProspects: options.draftProspects }], now, options)).get(
      wf.id,
    ) ?? null
  );
}

/** `forecastWorkflow` for several campaigns, reading each account and its load once. */
export async function forecastWorkflows(
  db: Db,
  subjects: (ForecastSubject | ForecastSubject['wf'])[],
  now: Date,
  options: { maxGapSeconds?: number } = {},
): Promise<Map<string, WorkflowForecast | null>> {
  const out = new Map<string, WorkflowForecast | null>();
  const all = subjects.map((s) => ('wf' in s ? s : { wf: s }));
  const accounts = new Map<string, Promise<Loaded | null>>();
  for (const { wf, draftProspects } of all) {
    if (!accounts.has(wf.credentialId)) accounts.set(wf.credentialId, loadAccount(db, wf.credentialId, now));
    const loaded = await accounts.get(wf.credentialId)!;
    if (!loaded) {
      out.set(wf.id, null);
      continue;
    }
    const { account, load, running } = loaded;
    const others = running.filter((w) => w.id !== wf.id);
    let groups = await cohortsOf(db, wf.id);
    if (!groups.length && draftProspects) groups = [{ node: null, readyAt: null, n: draftProspects }];
    const prospects = groups.reduce((sum, g) => sum + g.n, 0);
    const own = forecastCampaign(wf, groups, now);
    const othersLoad = others.map((w) =>
      forecastCampaign(
        w,
        loaded.groups.filter((g) => g.workflowId === w.id).map((g) => ({ ...g, readyAt: null })),
        now,
      ),
    );
    const run = cachedRun({
      ...own,
      account: {
        hours: account.hours,
        daily: account.daily,
        weekly: account.weekly,
        maxGapSeconds: options.maxGapSeconds ?? DEFAULT_ENGINE_OPTIONS.maxGapSeconds,
      },
      load: { ...load, others: othersLoad },
      now: now.getTime(),
    });
    const state = !own.path.length
      ? 'no_steps'
      : run.blocked
        ? 'blocked'
        : !prospects
          ? 'no_prospects'
          : run.endsAt === null
            ? 'done'
            : 'scheduled';
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    out.set(wf.id, {
      state,
      prospects_remaining: own.path.length ? prospects : 0,
      actions_remaining: run.actions,
      bottleneck: run.bottleneck,
      days_needed: run.endsAt === null ? 0 : Math.ceil((run.endsAt - now.getTime()) / DAY_MS),
      last_prospect_reached_at: iso(run.lastReachedAt),
      ends_at: iso(run.endsAt),
      waits_on_people: run.waitsOnPeople,
      shared_with_campaigns: others.length,
      work_hours: { timezone: account.hours.timezone, start: account.hours.start, end: account.hours.end },
    });
  }
  return out;
}

/**
 * The run for the same inputs within the last minute (a list re-read, the page after the Review): a run of
 * 5,000 prospects over three steps takes about 0.2 s per order, and the list asks for each campaign. The
 * key is the whole input but its clock; a cached run is at most a minute old.
 */
const RUNS = new Map<string, { at: number; run: ForecastRun }>();
const RUN_TTL_MS = 60_000;
const RUNS_MAX = 500;

function cachedRun(input: ForecastRunInput): ForecastRun {
  const key = createHash('sha1')
    .update(JSON.stringify({ ...input, now: undefined }))
    .digest('base64');
  const hit = RUNS.get(key);
  if (hit && input.now >= hit.at && input.now - hit.at < RUN_TTL_MS) return hit.run;
  const run = forecastRun(input);
  if (RUNS.size >= RUNS_MAX) RUNS.delete(RUNS.keys().next().value!);
  RUNS.set(key, { at: input.now, run });
  return run;
}

type Loaded = {
  account: EngineAccount;
  load: Omit<AccountLoad, 'others'>;
  running: WorkflowRow[];
  groups: Awaited<ReturnType<typeof waitingByNode>>;
};

async function loadAccount(db: Db, credentialId: string, now: Date): Promise<Loaded | null> {
  const account = await loadEngineAccount(db, credentialId);
  if (!account) return null;
  const running = await runningCampaignsOf(db, credentialId);
  const groups = running.length ? await waitingByNode(db, running) : [];
  return { account, load: await accountLoad(db, account, now), running, groups };
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
