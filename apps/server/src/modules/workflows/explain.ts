import {
  type CampaignWait,
  type CampaignProspect,
  type CampaignProspectPage,
  type ProspectCampaignStatus,
  CODES,
} from '@leadloop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  PAUSED_PROSPECT_REASON_LABELS,
  PROSPECT_CAMPAIGN_STATUS_LABELS,
  PROSPECT_WAIT_REASON_LABELS,
  SKIPPED_STEP_REASON_LABELS,
  STEP_TYPE_LABELS,
  type StepType as DomainStepType,
} from '@leadloop/domain/campaigns/enums';
import type { Db } from '../../db/client.js';
import { actions, campaignProspects, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { loadWaitContext, nextWait, type EngineAccount, DRIVER_WAIT_TO_DOMAIN } from '../engine/index.js';
import type { WorkflowRow } from './access.js';

type CpRow = typeof campaignProspects.$inferSelect;
type ProspectRow = typeof prospects.$inferSelect;
const label = <T extends string>(labels: Record<T, string>, key: string | null | undefined) =>
  key && key in labels ? labels[key as T] : (key ?? null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** In plain words: what holds this prospect now. */
export function holdOf(cp: CpRow, account: EngineAccount | null): { code: string; text: string } | null {
  switch (cp.status) {
    case 'finished':
      return null;
    case 'excluded':
      return {
        code: cp.excludedReason ?? 'excluded',
        text: `Excluded: ${cp.excludedReason?.replace(/_/g, ' ') ?? 'by rule'}`,
      };
    case 'paused':
      return {
        code: cp.pausedReason ?? 'paused',
        text: `Paused: ${label(PAUSED_PROSPECT_REASON_LABELS, cp.pausedReason) ?? 'manually'}`,
      };
    case 'campaign_paused':
      return { code: 'campaign_paused', text: 'The campaign is paused' };
  }
  const reason = cp.waitReason;
  if (!reason)
    return cp.status === 'pending'
      ? { code: 'pending', text: 'Waiting for its first check by the engine' }
      : null;
  if (reason.startsWith('daily_limit:')) {
    const kind = reason.slice(12);
    const limit = account?.daily[kind as keyof EngineAccount['daily']];
    return {
      code: reason,
      text: `Daily limit of ${kind.replace(/_/g, ' ')} reached (${limit ?? '?'} a day); continues on the next working day`,
    };
  }
  if (reason.startsWith('weekly_limit:')) {
    const kind = reason.slice(13);
    const limit = account?.weekly[kind as keyof EngineAccount['weekly']];
    return {
      code: reason,
      text: `Weekly limit of ${kind.replace(/_/g, ' ')} reached (${limit ?? '?'} in 7 days); continues when the oldest one leaves the window`,
    };
  }
  const texts: Record<string, string> = {
    outside_work_hours: account
      ? `Outside the account's work hours (${hh(account.hours.start)}–${hh(account.hours.end)} ${account.hours.timezone})`
      : 'Outside work hours',
    spacing: "Waiting for the account's next free slot (actions are spaced like a person would)",
    delay: "Waiting for the step's delay",
    waiting_for_acceptance: 'Waiting for the connection request to be accepted',
    waiting_for_reply: "Waiting for the prospect's reply and its AI label (the condition's days)",
    waiting_for_task: "Waiting for the step's task to be done (or its due date)",
    awaiting_approval: 'Awaiting approval of the step',
    hold: 'The step is on hold',
    account_not_active: 'The account is not active (check its status in Settings)',
    no_actions: 'Nothing to do on this step',
    feature_not_in_plan:
      "The workspace's plan does not include this step; it waits and is sent once the plan is upgraded",
    ai_text_pending: "Waiting for the step's AI text to be written (it is never sent without it)",
    ai_text_failed: "The step's AI text could not be written; the step waits and is not sent without it",
    video_render_pending:
      "Waiting for the prospect's personalised video to be rendered (never sent without it)",
    video_render_failed:
      "The prospect's personalised video could not be rendered; the step waits and is not sent",
  };
  const domainReason = DRIVER_WAIT_TO_DOMAIN[reason] ?? reason;
  return {
    code: reason,
    text: texts[reason] ?? label(PROSPECT_WAIT_REASON_LABELS, domainReason) ?? reason.replace(/_/g, ' '),
  };
}

export function explainProspect(
  wf: WorkflowRow,
  cp: CpRow,
  p: ProspectRow,
  account: EngineAccount | null,
  /** What it waits for, from the engine's next decision (engine/wait.ts); null where not computed. */
  wait: CampaignWait | null = null,
): CampaignProspect {
  const node =
    wf.nodes.find((n) => n.id === cp.currentNodeId) ?? (cp.status === 'pending' ? wf.nodes[0] : undefined);
  const index = node ? wf.nodes.indexOf(node) : -1;
  return {
    _id: cp.id,
    prospect: {
      _id: p.id,
      full_name: p.fullName,
      first_name: p.firstName,
      last_name: p.lastName,
      profile_link: p.profileLink,
      company: p.company,
      position: p.position,
      relation: p.relation,
    },
    status: cp.status as ProspectCampaignStatus,
    status_label: label(PROSPECT_CAMPAIGN_STATUS_LABELS, cp.status),
    next_step:
      node && cp.status !== 'finished'
        ? { id: node.id, index, type: node.type, label: label(STEP_TYPE_LABELS, node.type as DomainStepType) }
        : null,
    approval: cp.approval,
    earliest_at: iso(cp.nextRunAt),
    held_by: holdOf(cp, account),
    wait,
    steps: Object.entries(cp.steps).map(([id, r]) => ({
      id,
      ...r,
      reason_label: r.status === 'skipped' ? label(SKIPPED_STEP_REASON_LABELS, r.reason) : r.reason,
    })),
    invited_at: iso(cp.invitedAt),
    connected_at: iso(cp.connectedAt),
    replied_at: iso(cp.repliedAt),
  };
}

export async function listExplained(
  db: Db,
  wf: WorkflowRow,
  q: { status?: string; offset: number; limit: number },
): Promise<CampaignProspectPage> {
  const where = and(
    eq(campaignProspects.workflowId, wf.id),
    q.status ? eq(campaignProspects.status, q.status) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignProspects)
    .where(where);
  const rows = await db
    .select({ cp: campaignProspects, p: prospects })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(where)
    .orderBy(asc(campaignProspects.createdAt), asc(campaignProspects.id))
    .offset(q.offset)
    .limit(q.limit);
  const now = clock.now();
  const wait = await loadWaitContext(db, wf.credentialId, now);
  return {
    items: rows.map(({ cp, p }) => explainProspect(wf, cp, p, wait.account, nextWait(wait, wf, cp, now))),
    total: total?.n ?? 0,
    offset: q.offset,
    limit: q.limit,
    next: await campaignNext(db, wf, wait, now),
  };
}

/**
 * The campaign's next action for its header: what its earliest running prospect waits for, and whether
 * the campaign has acted yet ("Starts at 09:00 your time" before its first action).
 */
async function campaignNext(
  db: Db,
  wf: WorkflowRow,
  wait: Awaited<ReturnType<typeof loadWaitContext>>,
  now: Date,
) {
  const [first] = await db
    .select()
    .from(campaignProspects)
    .where(
      and(eq(campaignProspects.workflowId, wf.id), inArray(campaignProspects.status, ['active', 'pending'])),
    )
    .orderBy(sql`${campaignProspects.nextRunAt} asc nulls last`, asc(campaignProspects.id))
    .limit(1);
  const next = first ? nextWait(wait, wf, first, now) : null;
  if (!next) return null;
  const [acted] = await db
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.workflowId, wf.id), eq(actions.status, 'done')))
    .limit(1);
  return { ...next, started: Boolean(acted) };
}

export async function explainOne(db: Db, wf: WorkflowRow, cpOrProspectId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(cpOrProspectId)) throw notFound(CODES.prospectNotFound);
  const [row] = await db
    .select({ cp: campaignProspects, p: prospects })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(
      and(
        eq(campaignProspects.workflowId, wf.id),
        sql`(${campaignProspects.id} = ${cpOrProspectId} or ${campaignProspects.prospectId} = ${cpOrProspectId})`,
      ),
    );
  if (!row) throw notFound(CODES.prospectNotFound);
  const now = clock.now();
  const wait = await loadWaitContext(db, wf.credentialId, now);
  return explainProspect(wf, row.cp, row.p, wait.account, nextWait(wait, wf, row.cp, now));
}
