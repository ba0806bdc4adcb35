import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { PRIORITIES, type AiLabel } from '@leadloop/domain';
import type { DraftStatus } from '@leadloop/domain/ai-knowledge/entities';
import {
  aiEmployeeDrafts,
  aiEmployeeSupervision,
  aiReplyLabels,
  inboxMessages,
  prospects,
} from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { openReviewTask } from '../tasks/index.js';
import { draftText, groundedDraft } from './ground.js';
import { followUpDue, getSupervision } from './supervision.js';
import { meetingBookedSql } from './meetings.js';

/** Channels the employee answers on (an SMS reply waits for a person). */
const ANSWERED_CHANNELS = ['linkedIn', 'inmail', 'email'] as const;
const BATCH = 20;

/**
 * Where a prospect's reply reaches the employee: every inbound inbox message on an account an employee
 * supervises (stored after it started) gets one draft — unique per employee and message, so a pass that
 * runs twice adds nothing. With a remote model the reply waits for its AI label (ai.label job); the
 * offline classifier labels it here. A prospect with a meeting booked gets no answer (an escalation still
 * reaches a person). Returns how many replies were handled.
 */
export async function draftPendingReplies(ctx: AppContext, limit = BATCH): Promise<number> {
  const pending = await ctx.db
    .select({
      message: inboxMessages,
      employeeId: aiEmployeeSupervision.employeeId,
      label: aiReplyLabels.aiLabel,
      prospect: prospects,
    })
    .from(inboxMessages)
    .innerJoin(aiEmployeeSupervision, eq(aiEmployeeSupervision.credentialId, inboxMessages.credentialId))
    .innerJoin(prospects, eq(prospects.id, inboxMessages.prospectId))
    .leftJoin(
      aiEmployeeDrafts,
      and(
        eq(aiEmployeeDrafts.employeeId, aiEmployeeSupervision.employeeId),
        eq(aiEmployeeDrafts.inboundMessageId, inboxMessages.id),
      ),
    )
    .leftJoin(aiReplyLabels, eq(aiReplyLabels.messageId, inboxMessages.id))
    .where(
      and(
        eq(inboxMessages.direction, 'inbound'),
        inArray(inboxMessages.channel, [...ANSWERED_CHANNELS]),
        gt(inboxMessages.storedAt, aiEmployeeSupervision.createdAt),
        isNull(aiEmployeeDrafts.id),
        ctx.ai.offline ? sql`true` : sql`${aiReplyLabels.id} is not null`,
      ),
    )
    .orderBy(asc(inboxMessages.storedAt))
    .limit(limit);
  let done = 0;
  for (const row of pending) {
    try {
      await draftForMessage(ctx, {
        employeeId: row.employeeId,
        message: row.message,
        label: (row.label as AiLabel | null) ?? null,
        prospect: row.prospect,
      });
      done++;
    } catch (err) {
      ctx.log.warn({ err, messageId: row.message.id }, 'ai-knowledge.draft: failed, retried next pass');
    }
  }
  return done;
}

export async function draftForMessage(
  ctx: AppContext,
  args: {
    employeeId: string;
    message: typeof inboxMessages.$inferSelect;
    label: AiLabel | null;
    prospect: typeof prospects.$inferSelect;
  },
): Promise<string | null> {
  const { message: m, prospect: p } = args;
  const settings = await getSupervision(ctx.db, m.spaceId, args.employeeId);
  const reply = [m.subject, m.text].filter(Boolean).join('\n');
  const result = await groundedDraft(ctx.db, ctx.ai, {
    spaceId: m.spaceId,
    employeeId: args.employeeId,
    reply: m.text,
    label: args.label,
    prospect: {
      first_name: p.firstName ?? '',
      last_name: p.lastName,
      company: p.company,
      position: p.position,
    },
  });
  const now = clock.now();
  const manual = settings.messaging_settings.mode === 'manual';
  const [{ booked } = { booked: false }] = await ctx.db
    .select({ booked: meetingBookedSql(m.spaceId, p.id).mapWith(Boolean) })
    .from(prospects)
    .where(eq(prospects.id, p.id));
  const status: DraftStatus =
    result.kind === 'skip' || (booked && result.kind === 'draft')
      ? 'cancelled'
      : result.kind === 'escalate'
        ? 'escalated'
        : manual
          ? 'pending_review'
          : 'scheduled';
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return ctx.db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(aiEmployeeDrafts)
      .values({
        spaceId: m.spaceId,
        employeeId: args.employeeId,
        credentialId: m.credentialId,
        prospectId: p.id,
        inboundMessageId: m.id,
        channel: m.channel === 'inmail' ? 'linkedIn' : m.channel,
        language: result.kind === 'skip' ? 'en' : result.language,
        status,
        inboundText: reply,
        text: result.kind === 'draft' ? draftText(result.sentences) : '',
        sentences: result.kind === 'skip' ? [] : result.sentences,
        removed: result.kind === 'skip' ? [] : result.removed,
        escalationReason: result.kind === 'escalate' ? result.reason : null,
        sendAt: status === 'scheduled' ? new Date(now.getTime() + settings.undo_seconds * 1000) : null,
        clientKey: `ai-employee:${randomUUID()}`,
      })
      .onConflictDoNothing()
      .returning({ id: aiEmployeeDrafts.id });
    if (!draft) return null;
    if (status === 'pending_review' || status === 'escalated') {
      const ms = settings.messaging_settings.manual_settings;
      const taskId = await openReviewTask(tx, {
        spaceId: m.spaceId,
        name: status === 'escalated' ? `Escalated reply from ${name}` : `Review the AI reply to ${name}`,
        info: `ai-draft:${draft.id}`,
        prospectId: p.id,
        credentialId: m.credentialId,
        dueDate: followUpDue(ms?.follow_up ?? 'days_0', now),
        // An escalation is never "no priority": a person must look at it.
        priority:
          status === 'escalated' ? Math.max(ms?.priority ?? 0, PRIORITIES.high) : (ms?.priority ?? 100),
        assigneeId: ms?.assignee ?? null,
      });
      await tx.update(aiEmployeeDrafts).set({ taskId }).where(eq(aiEmployeeDrafts.id, draft.id));
    }
    return draft.id;
  });
}
