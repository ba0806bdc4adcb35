import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { prospectEmail, replySubject } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import {
  aiEmployeeDrafts,
  aiEmployeeSupervision,
  credentials,
  inboxMessages,
  prospects,
} from '../../db/schema/index.js';
import type { AccountMailbox } from '../../providers/mailbox/index.js';
import type { NetworkDriver } from '../../providers/network/index.js';
import { clock } from '../../lib/clock.js';
import { recordMessage } from '../inbox/index.js';
import { localDayStart, logActionSent } from '../engine/index.js';
import { rowToView } from '../prospects/index.js';
import { meetingBookedSql } from './meetings.js';

export type SendCrashPoint = 'after_claim' | 'after_channel' | 'after_record';

export interface SendDeps {
  db: Db;
  network: NetworkDriver;
  mailbox: AccountMailbox;
  /** Tests: the process dies here (throws), leaving the database as a crash would. */
  crash?: (point: SendCrashPoint, draftId: string) => void;
}

/** A claimed send not finished after this long belongs to a process that died: it is claimed again. */
const LEASE_MS = 60_000;
const DAY_MS = 24 * 3_600_000;

type DraftRow = typeof aiEmployeeDrafts.$inferSelect;

/**
 * Claims one due draft for sending, in one transaction: the row locked (another worker skips it), the
 * employee's daily cap checked under the employee's lock (sends today counted in the account's time zone)
 * — over the cap the draft waits for the next day — then marked `sending`. A `sending` row whose lease
 * ran out (its process died) is claimed again: the send that follows asks the channel first.
 */
async function claimDue(db: Db): Promise<DraftRow | null> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(aiEmployeeDrafts)
      .where(
        or(
          and(eq(aiEmployeeDrafts.status, 'scheduled'), lte(aiEmployeeDrafts.sendAt, now)),
          and(
            eq(aiEmployeeDrafts.status, 'sending'),
            lte(aiEmployeeDrafts.claimedAt, new Date(now.getTime() - LEASE_MS)),
          ),
        ),
      )
      .orderBy(aiEmployeeDrafts.sendAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!draft) return null;
    // A meeting booked since the draft was written pauses the prospect: the draft is withdrawn.
    const [{ booked } = { booked: false }] = await tx
      .select({
        booked: meetingBookedSql(draft.spaceId, draft.prospectId).mapWith(Boolean),
      })
      .from(aiEmployeeDrafts)
      .where(eq(aiEmployeeDrafts.id, draft.id));
    if (booked && draft.status === 'scheduled') {
      await tx
        .update(aiEmployeeDrafts)
        .set({ status: 'cancelled', sendAt: null, updatedAt: now })
        .where(eq(aiEmployeeDrafts.id, draft.id));
      return { ...draft, status: 'held' };
    }
    if (draft.status === 'scheduled') {
      const [supervision] = await tx
        .select({ cap: aiEmployeeSupervision.dailyCap })
        .from(aiEmployeeSupervision)
        .where(eq(aiEmployeeSupervision.employeeId, draft.employeeId))
        .for('update');
      const [cred] = await tx
        .select({ timezone: credentials.timezone })
        .from(credentials)
        .where(eq(credentials.id, draft.credentialId));
      const dayStart = localDayStart(now, cred?.timezone ?? 'UTC');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(aiEmployeeDrafts)
        .where(
          and(
            eq(aiEmployeeDrafts.employeeId, draft.employeeId),
            or(
              and(eq(aiEmployeeDrafts.status, 'sent'), gte(aiEmployeeDrafts.sentAt, dayStart)),
              eq(aiEmployeeDrafts.status, 'sending'),
            ),
          ),
        );
      if (supervision && n >= supervision.cap) {
        await tx
          .update(aiEmployeeDrafts)
          .set({ sendAt: new Date(dayStart.getTime() + DAY_MS), updatedAt: now })
          .where(eq(aiEmployeeDrafts.id, draft.id));
        return { ...draft, status: 'held' };
      }
    }
    const [claimed] = await tx
      .update(aiEmployeeDrafts)
      .set({ status: 'sending', claimedAt: now, updatedAt: now })
      .where(eq(aiEmployeeDrafts.id, draft.id))
      .returning();
    return claimed ?? null;
  });
}

/**
 * Sends the draft on its channel exactly once: the channel is asked first whether a message with the
 * draft's client key already went out (a send whose process died before recording it), and only
 * otherwise sent with that key — the engine's rule for network messages and campaign emails.
 */
async function sendOnChannel(deps: SendDeps, draft: DraftRow) {
  const [row] = await deps.db
    .select({ cred: credentials, prospect: prospects })
    .from(credentials)
    .innerJoin(prospects, eq(prospects.id, draft.prospectId))
    .where(eq(credentials.id, draft.credentialId));
  if (!row) throw new Error('draft account or prospect is gone');
  if (draft.channel === 'email') {
    const earlier = await deps.mailbox.findByClientKey(draft.credentialId, draft.clientKey);
    if (earlier) return { externalId: earlier.messageId, sentAt: earlier.sentAt, subject: earlier.subject };
    const to = prospectEmail(rowToView(row.prospect));
    if (!to) throw new Error('prospect has no email');
    // The answer stays in the prospect's thread: "Re: " + the subject of the email it answers.
    const [inbound] = draft.inboundMessageId
      ? await deps.db
          .select({ subject: inboxMessages.subject })
          .from(inboxMessages)
          .where(eq(inboxMessages.id, draft.inboundMessageId))
      : [];
    const sent = await deps.mailbox.send(draft.credentialId, {
      to,
      subject: replySubject(inbound?.subject) || 'Re:',
      text: draft.text,
      clientKey: draft.clientKey,
    });
    return { externalId: sent.messageId, sentAt: sent.sentAt, subject: sent.subject };
  }
  const account = { credentialId: row.cred.id, username: row.cred.username };
  const member = row.prospect.networkId ?? row.prospect.profileLink;
  const state = await deps.network.getConversationState(account, member);
  const earlier = state.messages.find((m) => m.direction === 'outbound' && m.clientKey === draft.clientKey);
  if (earlier) return { externalId: earlier.id, sentAt: earlier.sentAt, subject: null };
  const sent = await deps.network.sendMessage(account, member, draft.text, { clientKey: draft.clientKey });
  return { externalId: sent.id, sentAt: sent.sentAt, subject: null };
}

/** Sends every due draft (automatic mode after its undo window, approved ones at once). Returns how many were sent. */
export async function sendDueDrafts(deps: SendDeps, limit = 50): Promise<number> {
  let sent = 0;
  const held = new Set<string>();
  for (let i = 0; i < limit; i++) {
    const draft = await claimDue(deps.db);
    if (!draft) break;
    if ((draft.status as string) === 'held') {
      if (held.has(draft.id)) break;
      held.add(draft.id);
      continue;
    }
    deps.crash?.('after_claim', draft.id);
    const out = await sendOnChannel(deps, draft);
    deps.crash?.('after_channel', draft.id);
    const stored = await recordMessage(deps.db, {
      spaceId: draft.spaceId,
      credentialId: draft.credentialId,
      prospectId: draft.prospectId,
      channel: draft.channel as 'linkedIn' | 'email',
      direction: 'outbound',
      text: draft.text,
      subject: out.subject,
      status: 'sent',
      sentAt: out.sentAt,
      externalId: out.externalId,
    });
    // in the actions log as a campaign's message or email (reports, daily limits); once per draft
    await logActionSent(deps.db, {
      spaceId: draft.spaceId,
      credentialId: draft.credentialId,
      prospectId: draft.prospectId,
      type: draft.channel === 'email' ? 'email' : 'message',
      key: draft.clientKey,
      performedAt: out.sentAt ?? clock.now(),
      payload: { ai_employee_id: draft.employeeId, ai_draft_id: draft.id },
    });
    deps.crash?.('after_record', draft.id);
    await deps.db
      .update(aiEmployeeDrafts)
      .set({
        status: 'sent',
        sentAt: clock.now(),
        sentMessageId: stored?.messageId ?? null,
        updatedAt: clock.now(),
      })
      .where(and(eq(aiEmployeeDrafts.id, draft.id), inArray(aiEmployeeDrafts.status, ['sending'])));
    sent++;
  }
  return sent;
}
