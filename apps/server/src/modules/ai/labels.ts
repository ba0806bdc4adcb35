import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  AI_LABELS,
  type AiLabel,
  type AiLabelledReply,
  type AiReplyLabel,
  type AutoLabelRule,
  CODES,
} from '@leadloop/domain';
import {
  aiAutoLabelRules,
  aiReplyLabels,
  campaignProspects,
  conversations,
  inboxMessages,
  labels,
  prospects,
} from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { onPlansWith } from '../../lib/plans.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/auth-guard.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { loadProspect, scopeAllows, type AccountScope } from '../prospects/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { applyLabelRule } from '../prospects-core/index.js';
import { spendCredits } from '../credits/index.js';
import { logWorkflowEvent } from '../engine/index.js';
import { AI_CREDIT_COSTS, optOutKeyword } from '@leadloop/domain';
import { recordOptOut } from '../consent/index.js';
import { smsFor } from '../../providers/sms/index.js';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
type LabelRow = typeof aiReplyLabels.$inferSelect;

/** Replies younger than this are labelled; older ones (before AI labels existed) are left alone. */
const LOOKBACK_MS = 7 * 24 * 3600_000;
const BATCH = 50;

/**
 * The `ai.label` job: every inbound reply (network, InMail, email, SMS — all are inbox messages) gets one AI
 * label. In one transaction per reply: the label row (unique per message, so a retried job adds nothing), the
 * workspace's auto-label rule applied to the prospect, and the add_ai_label webhook event. With the built-in
 * offline classifier labels are free; a remote provider charges 1 credit 'ai_sentiment' and a reply waits
 * (unlabelled) while the balance is short. Only workspaces whose plan has AI labels (ai_powered_labels) are
 * served; another's replies stay unlabelled (labelled within the look-back once it upgrades). Returns how many
 * replies were labelled.
 */
export async function labelPendingReplies(ctx: AppContext, limit = BATCH): Promise<number> {
  const db = ctx.db;
  const provider = ctx.ai;
  const since = new Date(clock.nowMs() - LOOKBACK_MS);
  const pending = await db
    .select({
      id: inboxMessages.id,
      spaceId: inboxMessages.spaceId,
      conversationId: inboxMessages.conversationId,
      credentialId: inboxMessages.credentialId,
      prospectId: inboxMessages.prospectId,
      subject: inboxMessages.subject,
      text: inboxMessages.text,
      channel: inboxMessages.channel,
    })
    .from(inboxMessages)
    .leftJoin(aiReplyLabels, eq(aiReplyLabels.messageId, inboxMessages.id))
    .where(
      and(
        eq(inboxMessages.direction, 'inbound'),
        gt(inboxMessages.storedAt, since),
        isNull(aiReplyLabels.id),
        await onPlansWith(db, 'ai_powered_labels', inboxMessages.spaceId),
      ),
    )
    .orderBy(asc(inboxMessages.storedAt))
    .limit(limit);
  let done = 0;
  for (const m of pending) {
    let result;
    try {
      result = await provider.classify([m.subject, m.text].filter(Boolean).join('\n'));
    } catch (err) {
      ctx.log.warn({ err, messageId: m.id }, 'ai.label: classification failed, retried next pass');
      continue;
    }
    const stored = await db
      .transaction(async (tx) => {
        if (!provider.offline)
          await spendCredits(tx, {
            spaceId: m.spaceId,
            category: 'ai_sentiment',
            amount: AI_CREDIT_COSTS.ai_sentiment,
            origin: 'auto',
            credentialId: m.credentialId,
            details: { message_id: m.id },
          });
        const [row] = await tx
          .insert(aiReplyLabels)
          .values({
            spaceId: m.spaceId,
            messageId: m.id,
            conversationId: m.conversationId,
            credentialId: m.credentialId,
            prospectId: m.prospectId,
            aiLabel: result.label,
            confidence: result.confidence,
            provider: provider.name,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await applyAutoLabel(tx, m, result.label);
        await emitWebhookEvent(tx, {
          spaceId: m.spaceId,
          type: 'add_ai_label',
          key: `add_ai_label:${m.id}`,
          data: {
            prospect_id: m.prospectId,
            conversation_id: m.conversationId,
            message_id: m.id,
            label: result.label,
          },
        });
        return row;
      })
      .catch((err: unknown) => {
        ctx.log.info({ err, messageId: m.id }, 'ai.label: not labelled this pass');
        return null;
      });
    if (!stored) continue;
    // Issue 40: a "hard no" revokes consent on every channel (one confirmation text when it came by SMS).
    if (result.label === 'hard_no')
      await recordOptOut(db, smsFor(db), {
        spaceId: m.spaceId,
        prospectId: m.prospectId,
        source: 'ai_label',
        text: m.text ?? '',
        proof: { message_id: m.id, label: result.label, confidence: result.confidence },
        at: clock.now(),
        confirm:
          m.channel === 'sms' && m.credentialId
            ? { credentialId: m.credentialId, language: optOutKeyword(m.text ?? '') ?? 'en' }
            : undefined,
      });
    done++;
    ctx.realtime.emitToSpace(m.spaceId, 'ai_label', {
      space_id: m.spaceId,
      conversation_id: m.conversationId,
      profile_id: m.prospectId,
      label: result.label,
    });
  }
  return done;
}

/**
 * The workspace's rule for this AI label: add its workspace label to the prospect (an add_label event), set its
 * relation. A rule
 * that makes the prospect a lead or a customer is logged like a manual mark (mark_as_lead / mark_as_customer,
 * with its webhook event), for the campaign the reply belongs to: the funnel and the reports read the log.
 */
async function applyAutoLabel(
  tx: Tx,
  m: { spaceId: string; prospectId: string; credentialId: string | null },
  label: AiLabel,
): Promise<void> {
  const [rule] = await tx
    .select()
    .from(aiAutoLabelRules)
    .where(and(inSpace(aiAutoLabelRules, m.spaceId), eq(aiAutoLabelRules.aiLabel, label)));
  if (!rule || (!rule.labelId && !rule.relation)) return;
  const [before] = await tx
    .select({ relation: prospects.relation, labels: prospects.labels })
    .from(prospects)
    .where(eq(prospects.id, m.prospectId))
    .for('update');
  const at = clock.now();
  await applyLabelRule(tx, {
    spaceId: m.spaceId,
    prospectId: m.prospectId,
    labelId: rule.labelId,
    relation: rule.relation,
    at,
  });
  // The label the rule puts on is an add_label like a manual one (only when the prospect did not have it).
  if (before && rule.labelId && !before.labels.includes(rule.labelId))
    await emitWebhookEvent(tx, {
      spaceId: m.spaceId,
      type: 'add_label',
      key: `add_label:${m.prospectId}:${rule.labelId}:${at.getTime()}`,
      data: { prospect_id: m.prospectId, label_id: rule.labelId },
      at,
    });
  const event =
    rule.relation === 'lead' ? 'mark_as_lead' : rule.relation === 'customer' ? 'mark_as_customer' : null;
  if (!event || before?.relation === rule.relation) return;
  const [cp] = await tx
    .select({ workflowId: campaignProspects.workflowId })
    .from(campaignProspects)
    .where(
      and(
        eq(campaignProspects.prospectId, m.prospectId),
        m.credentialId ? eq(campaignProspects.credentialId, m.credentialId) : undefined,
      ),
    )
    .orderBy(desc(campaignProspects.createdAt))
    .limit(1);
  const logged = await logWorkflowEvent(tx, {
    spaceId: m.spaceId,
    credentialId: m.credentialId,
    workflowId: cp?.workflowId ?? null,
    prospectId: m.prospectId,
    type: event,
    createdAt: at,
  });
  await emitWebhookEvent(tx, {
    spaceId: m.spaceId,
    type: event,
    key: `workflow_event:${logged}`,
    data: { prospect_id: m.prospectId, workflow_id: cp?.workflowId ?? null, credentials_id: m.credentialId },
    at,
  });
}

const view = (r: LabelRow): AiReplyLabel => ({
  _id: r.id,
  message_id: r.messageId,
  conversation_id: r.conversationId,
  profile_id: r.prospectId,
  label: r.correctedLabel ?? r.aiLabel,
  ai_label: r.aiLabel,
  confidence: r.confidence,
  corrected: r.correctedLabel !== null,
  provider: r.provider,
  created_at: r.createdAt.toISOString(),
});

const accountsFilter = (scope: AccountScope) =>
  scope.credentialIds === null
    ? undefined
    : scope.credentialIds.length
      ? inArray(aiReplyLabels.credentialId, scope.credentialIds)
      : sql`false`;

/** The labels of a conversation's replies, or of all of a prospect's replies the caller may see; newest first. */
export async function listLabels(
  ctx: AppContext,
  scope: AccountScope,
  q: { conversation_id?: string; profile_id?: string },
): Promise<{ items: AiReplyLabel[]; latest: AiReplyLabel | null }> {
  const where = [inSpace(aiReplyLabels, scope), accountsFilter(scope)];
  if (q.conversation_id) {
    if (!isUuid(q.conversation_id)) throw notFound(CODES.notFound);
    const [conv] = await ctx.db
      .select({ credentialId: conversations.credentialId })
      .from(conversations)
      .where(and(eq(conversations.id, q.conversation_id), inSpace(conversations, scope)));
    if (!conv || !scopeAllows(scope, conv.credentialId)) throw notFound(CODES.notFound);
    where.push(eq(aiReplyLabels.conversationId, q.conversation_id));
  } else if (q.profile_id) {
    await loadProspect(ctx.db, scope, q.profile_id);
    where.push(eq(aiReplyLabels.prospectId, q.profile_id));
  } else throw badRequest(CODES.invalidRequest);
  const rows = await ctx.db
    .select()
    .from(aiReplyLabels)
    .where(and(...where))
    .orderBy(desc(aiReplyLabels.createdAt))
    .limit(100);
  const items = rows.map(view);
  return { items, latest: items[0] ?? null };
}

/** A user's correction: kept beside the AI's label (both stay), counted in the stats, and its rule applied. */
export async function correctLabel(
  ctx: AppContext,
  scope: AccountScope,
  id: string,
  label: AiLabel,
): Promise<AiReplyLabel> {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(aiReplyLabels)
      .where(and(eq(aiReplyLabels.id, id), inSpace(aiReplyLabels, scope)))
      .for('update');
    if (!row || !scopeAllows(scope, row.credentialId)) throw notFound(CODES.notFound);
    const [updated] = await tx
      .update(aiReplyLabels)
      .set({
        correctedLabel: label === row.aiLabel ? null : label,
        correctedBy: label === row.aiLabel ? null : scope.userId,
        correctedAt: label === row.aiLabel ? null : clock.now(),
      })
      .where(eq(aiReplyLabels.id, id))
      .returning();
    if (label !== (row.correctedLabel ?? row.aiLabel)) await applyAutoLabel(tx, row, label);
    return view(updated!);
  });
}

/**
 * The label-corrections screen (issue 36): the latest labelled replies the caller may see, newest first, with
 * the reply's words and the prospect's name; `label` keeps those whose label (corrected or not) is that one.
 */
export async function recentLabelledReplies(
  ctx: AppContext,
  scope: AccountScope,
  q: { label?: AiLabel },
): Promise<{ items: AiLabelledReply[] }> {
  const where = [inSpace(aiReplyLabels, scope), accountsFilter(scope)];
  if (q.label)
    where.push(sql`coalesce(${aiReplyLabels.correctedLabel}, ${aiReplyLabels.aiLabel}) = ${q.label}`);
  const rows = await ctx.db
    .select({ label: aiReplyLabels, text: inboxMessages.text, name: prospects.fullName })
    .from(aiReplyLabels)
    .innerJoin(inboxMessages, eq(inboxMessages.id, aiReplyLabels.messageId))
    .leftJoin(prospects, eq(prospects.id, aiReplyLabels.prospectId))
    .where(and(...where))
    .orderBy(desc(aiReplyLabels.createdAt))
    .limit(50);
  return {
    items: rows.map((r) => ({ ...view(r.label), text: r.text.slice(0, 500), prospect_name: r.name ?? null })),
  };
}

/** How many replies were labelled and how many of those labels users corrected, per AI label. */
export async function labelStats(ctx: AppContext, scope: WorkspaceScope) {
  const rows = await ctx.db
    .select({
      label: aiReplyLabels.aiLabel,
      labelled: sql<number>`count(*)::int`,
      corrected: sql<number>`count(${aiReplyLabels.correctedLabel})::int`,
    })
    .from(aiReplyLabels)
    .where(inSpace(aiReplyLabels, scope))
    .groupBy(aiReplyLabels.aiLabel);
  const by_label: Record<string, { labelled: number; corrected: number }> = {};
  for (const r of rows) by_label[r.label] = { labelled: r.labelled, corrected: r.corrected };
  return {
    labelled: rows.reduce((s, r) => s + r.labelled, 0),
    corrected: rows.reduce((s, r) => s + r.corrected, 0),
    by_label,
  };
}

/** The workspace's auto-label rules, one per AI label (none set: no label, no relation). */
export async function autoLabelRules(
  ctx: AppContext,
  scope: WorkspaceScope,
): Promise<{ rules: AutoLabelRule[] }> {
  const rows = await ctx.db.select().from(aiAutoLabelRules).where(inSpace(aiAutoLabelRules, scope));
  return {
    rules: AI_LABELS.map((l) => {
      const r = rows.find((x) => x.aiLabel === l);
      return { ai_label: l, label_id: r?.labelId ?? null, relation: r?.relation ?? null };
    }),
  };
}

/** Replaces the rules of the AI labels given; a workspace label must be a shared label of this workspace. */
export async function saveAutoLabelRules(
  ctx: AppContext,
  scope: WorkspaceScope,
  rules: AutoLabelRule[],
): Promise<{ rules: AutoLabelRule[] }> {
  const labelIds = [...new Set(rules.map((r) => r.label_id).filter((x): x is string => !!x))];
  if (labelIds.length) {
    const found = await ctx.db
      .select({ id: labels.id })
      .from(labels)
      .where(and(inSpace(labels, scope), inArray(labels.id, labelIds), eq(labels.isShared, true)));
    if (found.length !== labelIds.length) throw badRequest(CODES.labelNotFound);
  }
  await ctx.db.transaction(async (tx) => {
    for (const r of rules)
      await tx
        .insert(aiAutoLabelRules)
        .values({ spaceId: scope.spaceId, aiLabel: r.ai_label, labelId: r.label_id, relation: r.relation })
        .onConflictDoUpdate({
          target: [aiAutoLabelRules.spaceId, aiAutoLabelRules.aiLabel],
          set: { labelId: r.label_id, relation: r.relation, updatedAt: clock.now() },
        });
  });
  return autoLabelRules(ctx, scope);
}
