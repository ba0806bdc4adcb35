import type { LeadStatus, ProspectCampaignStatus, ProspectDetail, ProspectNote } from '@leadloop/domain';
import { endedEarly } from '@leadloop/domain/campaigns/ended';
import { CODES } from '@leadloop/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Relation } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import {
  actions,
  campaignProspects,
  inboxMessages,
  labels,
  prospectNotes,
  prospects,
  users,
  videoEvents,
  videoRenders,
  videos,
  workflows,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { campaignAggregateJoin, cpScope, leadStatusSql, scopeCondition } from './filters.js';
import type { AccountScope } from './scope.js';
import { loadWaitContext, logWorkflowEvent, nextWait, type WaitContext } from '../engine/index.js';
import { explainProspect } from '../workflows/index.js';
import { rowToView, type ProspectRow } from './view.js';
import { toLabelView } from '../labels/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { inSpace } from '../../lib/scope.js';
import { trackingTimeline } from '../tracking/index.js';

/** A prospect the scope may see, or 404 (ids of other workspaces or accounts leak nothing). */
export async function loadProspect(db: Db, scope: AccountScope, id: string): Promise<ProspectRow> {
  if (!isUuid(id)) throw notFound(CODES.prospectNotFound);
  // Aliased `p` so the shared scope condition applies: one query, no row outside the scope.
  const p = alias(prospects, 'p');
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), scopeCondition(scope)));
  if (!row) throw notFound(CODES.prospectNotFound);
  return row;
}

const inScope = (
  scope: AccountScope,
  column:
    typeof campaignProspects.credentialId | typeof actions.credentialId | typeof inboxMessages.credentialId,
) =>
  scope.credentialIds === null
    ? undefined
    : scope.credentialIds.length
      ? inArray(column, scope.credentialIds)
      : sql`false`;

/** Everything the prospect card shows (000 §2 /profiles/{profileId}). */
export async function prospectDetail(
  db: Db,
  scope: AccountScope,
  id: string,
  options: { timeline?: boolean } = {},
): Promise<ProspectDetail> {
  const p = await loadProspect(db, scope, id);
  // Independent reads run concurrently (separate pool connections on PostgreSQL).
  const [cps, labelRows, notes, activity, leadStatus] = await Promise.all([
    db
      .select({ cp: campaignProspects, wf: workflows })
      .from(campaignProspects)
      .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
      .where(
        and(
          eq(campaignProspects.prospectId, id),
          inScope(scope, campaignProspects.credentialId),
          sql`${workflows.deletedAt} is null`,
        ),
      )
      .orderBy(desc(campaignProspects.createdAt)),
    p.labels.length
      ? db
          .select()
          .from(labels)
          .where(and(inSpace(labels, scope.spaceId), inArray(labels.id, p.labels)))
      : [],
    notesOf(db, id),
    options.timeline === false ? undefined : timeline(db, scope, id),
    leadStatusOf(db, id),
  ]);
  const accountIds = [...new Set(cps.map(({ cp }) => cp.credentialId))];
  const now = clock.now();
  // Each account as the engine sees it (its hold, its log): what each campaign row waits for (issue 35).
  const accounts = new Map<string, WaitContext>(
    await Promise.all(accountIds.map(async (a) => [a, await loadWaitContext(db, a, now)] as const)),
  );
  return {
    ...rowToView(p),
    lead_status: leadStatus,
    labels: labelRows.map(toLabelView),
    campaigns: cps.map(({ cp, wf }) => {
      // The engine's own explanation (the one the campaign's prospect list shows), not a second reading.
      const {
        prospect: _prospect,
        _id: _cpId,
        ...explanation
      } = explainProspect(
        wf,
        cp,
        p,
        accounts.get(cp.credentialId)?.account ?? null,
        accounts.has(cp.credentialId) ? nextWait(accounts.get(cp.credentialId)!, wf, cp, now) : null,
      );
      return {
        _id: wf.id,
        name: wf.name,
        workflow_status: wf.status,
        credentials_id: cp.credentialId,
        status: cp.status as ProspectCampaignStatus,
        paused_reason: cp.pausedReason,
        excluded_reason: cp.excludedReason,
        wait_reason: cp.waitReason,
        current_step: cp.currentNodeId,
        next_run_at: cp.nextRunAt?.toISOString() ?? null,
        invited_at: cp.invitedAt?.toISOString() ?? null,
        connected_at: cp.connectedAt?.toISOString() ?? null,
        replied_at: cp.repliedAt?.toISOString() ?? null,
        explanation,
        next: nextInWords(explanation, wf.status),
      };
    }),
    notes,
    timeline: activity,
  };
}

type Explanation = Omit<ReturnType<typeof explainProspect>, 'prospect' | '_id'>;

/** One line for the card from the engine's explanation: what holds the prospect, else its next step and when. */
export function nextInWords(e: Explanation, workflowStatus: string): string {
  if (e.status === 'finished')
    return endedEarly(e.steps)
      ? 'Ended early: the last steps were skipped (the invitation was not accepted, or a step could not run)'
      : 'Finished the sequence; no further steps';
  if (workflowStatus !== 'active' && (e.status === 'pending' || e.status === 'active'))
    return 'The campaign is not running; the prospect continues when it is started';
  if (e.held_by) return e.held_by.text;
  if (!e.next_step) return e.status_label ?? e.status;
  const when = e.earliest_at ? ` (from ${new Date(e.earliest_at).toISOString()})` : '';
  return `Next step: ${e.next_step.label ?? e.next_step.type}${when}`;
}

/** A prospect's notes, newest first, each with its author's name (001 §3 note). */
export async function notesOf(db: Db, prospectId: string, noteId?: string): Promise<ProspectNote[]> {
  const rows = await db
    .select({ note: prospectNotes, firstName: users.firstName, lastName: users.lastName })
    .from(prospectNotes)
    .leftJoin(users, eq(users.id, prospectNotes.userId))
    .where(and(eq(prospectNotes.prospectId, prospectId), noteId ? eq(prospectNotes.id, noteId) : undefined))
    .orderBy(desc(prospectNotes.createdAt), desc(prospectNotes.id));
  return rows.map(({ note, firstName, lastName }) => ({
    _id: note.id,
    text: note.text,
    user_id: note.userId,
    author: [firstName, lastName].filter(Boolean).join(' ') || null,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  }));
}

/** Activity across channels: the actions log and the inbox's messages, newest first (last 200). */
export async function timeline(db: Db, scope: AccountScope, prospectId: string, limit = 200) {
  const acts = await db
    .select()
    .from(actions)
    .where(
      and(
        eq(actions.prospectId, prospectId),
        inScope(scope, actions.credentialId),
        inArray(actions.status, ['done', 'failed', 'skipped']),
      ),
    )
    .orderBy(desc(actions.startedAt))
    .limit(limit);
  const msgs = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.prospectId, prospectId), inScope(scope, inboxMessages.credentialId)))
    .orderBy(desc(inboxMessages.sentAt))
    .limit(limit);
  const items = [
    ...acts.map((a) => ({
      kind: 'action' as const,
      _id: a.id,
      type: a.type,
      status: a.status,
      reason: a.reason,
      credentials_id: a.credentialId,
      workflow_id: a.workflowId,
      step: a.nodeId,
      at: (a.performedAt ?? a.startedAt).toISOString(),
    })),
    ...msgs.map((m) => ({
      kind: 'message' as const,
      _id: m.id,
      type: m.channel,
      status: m.status,
      direction: m.direction,
      text: m.text.slice(0, 300),
      credentials_id: m.credentialId,
      workflow_id: m.workflowId,
      step: m.nodeId,
      at: m.sentAt.toISOString(),
    })),
  ];
  // Issue 20: what the prospect did with their personalised video (its public page's events).
  const watched = await db
    .select({
      id: videoEvents.id,
      type: videoEvents.type,
      percent: videoEvents.percent,
      at: videoEvents.createdAt,
      name: videos.name,
    })
    .from(videoEvents)
    .innerJoin(videoRenders, eq(videoRenders.id, videoEvents.renderId))
    .innerJoin(videos, eq(videos.id, videoRenders.videoId))
    .where(and(inSpace(videoEvents, scope.spaceId), eq(videoEvents.prospectId, prospectId)))
    .orderBy(desc(videoEvents.createdAt))
    .limit(limit);
  const all = [
    ...items,
    ...watched.map((e) => ({
      kind: 'video' as const,
      _id: e.id,
      type: e.type,
      status: 'done',
      text: e.type === 'watch' ? `${e.name} · ${e.percent ?? 0} %` : e.name,
      credentials_id: null,
      workflow_id: null,
      step: null,
      at: e.at.toISOString(),
    })),
    // Issue 15: opens and clicks of tracked emails and messages.
    ...(await trackingTimeline(db, scope.spaceId, prospectId, scope.credentialIds, limit)),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/**
 * Manual relation change (gotReply, lead, customer, not interested; null clears it). Marking a lead or a
 * customer is logged (001 §3 events mark_as_lead / mark_as_customer), for the account and campaign the
 * prospect is in (latest, among the caller's accounts): reports count new leads and new interested from it.
 */
export async function setRelation(db: Db, scope: AccountScope, id: string, relation: Relation | null) {
  await loadProspect(db, scope, id);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ relation: prospects.relation })
      .from(prospects)
      .where(eq(prospects.id, id))
      .for('update');
    const now = clock.now();
    const [row] = await tx
      .update(prospects)
      .set({ relation, updatedAt: now })
      .where(eq(prospects.id, id))
      .returning();
    const event = relation === 'lead' ? 'mark_as_lead' : relation === 'customer' ? 'mark_as_customer' : null;
    if (event && before?.relation !== relation) {
      const [where] = rowsOf<{ credential_id: string; workflow_id: string | null }>(
        await tx.execute(sql`select credential_id, workflow_id from (
            select cp.credential_id, cp.workflow_id, cp.created_at as at from campaign_prospects cp where cp.prospect_id = ${id}
            union all
            select c.credential_id, null, c.created_at from conversations c where c.prospect_id = ${id}
          ) x where ${cpScope(scope, 'x')}
          order by (x.workflow_id is null), x.at desc limit 1`),
      );
      const logged = await logWorkflowEvent(tx, {
        spaceId: row!.spaceId,
        credentialId: where?.credential_id ?? null,
        workflowId: where?.workflow_id ?? null,
        prospectId: id,
        type: event,
        createdAt: now,
      });
      await emitWebhookEvent(tx, {
        spaceId: row!.spaceId,
        type: event,
        key: `workflow_event:${logged}`,
        data: {
          prospect_id: id,
          workflow_id: where?.workflow_id ?? null,
          credentials_id: where?.credential_id ?? null,
        },
        at: now,
      });
    }
    return rowToView(row!);
  });
}

/** Replaces the prospect's labels; every id must be a label the user sees in this workspace. */
export async function setLabels(db: Db, scope: AccountScope, id: string, labelIds: string[]) {
  await loadProspect(db, scope, id);
  const unique = [...new Set(labelIds)];
  await assertLabels(db, scope, unique);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ labels: prospects.labels })
      .from(prospects)
      .where(eq(prospects.id, id))
      .for('update');
    const now = clock.now();
    const [row] = await tx
      .update(prospects)
      .set({ labels: unique, updatedAt: now })
      .where(eq(prospects.id, id))
      .returning();
    // 001 §3 add_label / delete_label to webhooks, one event per label that came or went.
    const had = new Set(before?.labels ?? []);
    const changes = [
      ...unique.filter((l) => !had.has(l)).map((l) => ['add_label', l] as const),
      ...[...had].filter((l) => !unique.includes(l)).map((l) => ['delete_label', l] as const),
    ];
    for (const [type, labelId] of changes)
      await emitWebhookEvent(tx, {
        spaceId: row!.spaceId,
        type,
        key: `${type}:${id}:${labelId}:${now.getTime()}`,
        data: { prospect_id: id, label_id: labelId },
        at: now,
      });
    return rowToView(row!);
  });
}

export async function assertLabels(db: Db, scope: AccountScope, ids: string[]) {
  if (!ids.length) return;
  const found = await db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        inSpace(labels, scope.spaceId),
        inArray(labels.id, ids),
        sql`(${labels.isShared} or ${labels.createdBy} = ${scope.userId})`,
      ),
    )
    .orderBy(asc(labels.id));
  if (found.length !== ids.length) throw badRequest(CODES.labelNotFound);
}

/** The lead status of one prospect, by the rule the list filters with (filters.ts leadStatusSql). */
async function leadStatusOf(db: Db, prospectId: string): Promise<LeadStatus> {
  const rows = rowsOf<{ lead_status: LeadStatus }>(
    await db.execute(
      sql`select ${leadStatusSql} as lead_status from prospects p ${campaignAggregateJoin} where p.id = ${prospectId}::uuid`,
    ),
  );
  return rows[0]?.lead_status ?? 'new';
}
