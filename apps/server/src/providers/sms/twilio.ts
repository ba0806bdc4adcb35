import { and, asc, desc, eq, gt, inArray, like, lte } from 'drizzle-orm';
import { smsSize } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { dialerPhones, smsMessages, type SmsMessageRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import { checkSms, inboundSmsOf, type SentSms, type SmsProvider } from './sms.js';
import { isRestException, twilioError, type TwilioClient } from './twilio-client.js';

/**
 * SMS through Twilio's Messages API (the official SDK). Our own `sms_messages` row is the idempotency
 * record, as in the sandbox: `send` claims (account, clientKey) first and only the claimant calls Twilio,
 * then stores the message SID in `transport` ('twilio:SM…'). No status callback: statuses are read back
 * (messages(sid).fetch(), or one messages.list per sender number during the sync) and kept once settled.
 * A claim left without a SID (the process died, or Twilio's answer was lost) is reconciled with Twilio's
 * log after STALE_CLAIM_MS: the message found there is adopted, else the send is made (at most once more).
 */
// Longer than the SDK's request timeout (30 s): a claim this old has no call to Twilio still in flight.
export const STALE_CLAIM_MS = 60_000;
const PREFIX = 'twilio:';

type TwilioMessage = {
  sid: string;
  status: string;
  body: string;
  from: string;
  to: string;
  direction: string;
  errorCode: number | null;
  errorMessage: string | null;
  dateSent: Date | null;
  dateCreated: Date;
};

/** A call to Twilio whose failure is named without the credentials. */
async function asking<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw twilioError(error, what);
  }
}

const sidOf = (r: SmsMessageRow) =>
  r.transport.startsWith(PREFIX) ? r.transport.slice(PREFIX.length) : null;

/** Twilio's final statuses; the others (queued, accepted, sending, sent, scheduled) are still 'sent' here. */
function outcomeOf(m: TwilioMessage): { outcome: 'delivered' | 'failed'; error: string | null } | null {
  if (m.status === 'delivered' || m.status === 'read') return { outcome: 'delivered', error: null };
  if (m.status === 'failed' || m.status === 'undelivered' || m.status === 'canceled')
    return {
      outcome: 'failed',
      error: m.errorMessage
        ? `${m.errorMessage}${m.errorCode ? ` (${m.errorCode})` : ''}`
        : `Twilio error ${m.errorCode ?? m.status}`,
    };
  return null;
}

const view = (r: SmsMessageRow): SentSms => ({
  id: r.id,
  credentialId: r.credentialId,
  from: r.fromNumber,
  to: r.toNumber,
  text: r.text,
  encoding: r.encoding as SentSms['encoding'],
  segments: r.segments,
  status: r.outcome as SentSms['status'],
  error: r.error,
  sentAt: r.sentAt,
  clientKey: r.clientKey,
});

export interface TwilioSmsOptions {
  /** The sender when the workspace bought no number with SMS (TWILIO_SMS_FROM). */
  smsFrom?: string;
  now?: () => Date;
}

export function createTwilioSms(db: Db, client: TwilioClient, options: TwilioSmsOptions = {}): SmsProvider {
  const now = options.now ?? (() => clock.now());
  const lastSender = new Map<string, string>();

  const byKey = async (credentialId: string, clientKey: string) =>
    (
      await db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.credentialId, credentialId), eq(smsMessages.clientKey, clientKey)))
    )[0] ?? null;

  const update = async (id: string, set: Partial<SmsMessageRow>) =>
    (await db.update(smsMessages).set(set).where(eq(smsMessages.id, id)).returning())[0]!;

  /** The workspace's newest active number with SMS, else the operator's default sender. */
  async function senderFor(spaceId: string) {
    const [phone] = await db
      .select({ number: dialerPhones.number })
      .from(dialerPhones)
      .where(
        and(
          inSpace(dialerPhones, spaceId),
          eq(dialerPhones.status, 'active'),
          eq(dialerPhones.smsSupported, true),
        ),
      )
      .orderBy(desc(dialerPhones.purchasedAt))
      .limit(1);
    const from = phone?.number ?? options.smsFrom;
    if (!from) throw new Error('No number to send SMS from: buy a number with SMS or set TWILIO_SMS_FROM');
    return from;
  }

  async function settle(row: SmsMessageRow, message: TwilioMessage, at: Date) {
    const done = outcomeOf(message);
    return done && row.outcome === 'sent' ? update(row.id, { ...done, settledAt: at }) : row;
  }

  /** Calls Twilio for a claimed row; only a definite refusal (4xx) lets the claim go or fail. */
  async function deliver(claim: SmsMessageRow): Promise<SentSms> {
    let message: TwilioMessage;
    try {
      message = await client.messages.create({
        from: claim.fromNumber,
        to: claim.toNumber,
        body: claim.text,
      });
    } catch (error) {
      if (isRestException(error) && error.status === 400)
        // Twilio refused this message (e.g. 21211 invalid 'To'): it failed, with Twilio's reason.
        return view(
          await update(claim.id, {
            outcome: 'failed',
            error: `${error.message}${error.code ? ` (${error.code})` : ''}`,
            settledAt: now(),
          }),
        );
      // Nothing was sent (credentials, rate limit, outage): free the key so a retry sends. A lost answer
      // (no HTTP status) keeps the claim: the retry reconciles it with Twilio's log first.
      if (isRestException(error)) await db.delete(smsMessages).where(eq(smsMessages.id, claim.id));
      throw twilioError(error, 'send an SMS');
    }
    const row = await update(claim.id, { transport: `${PREFIX}${message.sid}` });
    return view(await settle(row, message, now()));
  }

  /** A claim with no SID, older than STALE_CLAIM_MS: the message Twilio holds for it, if any. */
  async function reconcile(row: SmsMessageRow) {
    const since = new Date(row.sentAt.getTime() - 60_000);
    const sent = await asking('read its messages', () =>
      client.messages.list({ from: row.fromNumber, to: row.toNumber, dateSentAfter: since }),
    );
    const adopted = await db
      .select({ transport: smsMessages.transport })
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.credentialId, row.credentialId),
          inArray(
            smsMessages.transport,
            sent.map((m) => `${PREFIX}${m.sid}`),
          ),
        ),
      );
    const taken = new Set(adopted.map((a) => a.transport));
    const found = sent.find((m) => m.body === row.text && !taken.has(`${PREFIX}${m.sid}`));
    return found ? settle(await update(row.id, { transport: `${PREFIX}${found.sid}` }), found, now()) : null;
  }

  const stale = (r: SmsMessageRow) =>
    !sidOf(r) && r.outcome === 'sent' && now().getTime() - r.sentAt.getTime() >= STALE_CLAIM_MS;

  async function refresh(row: SmsMessageRow): Promise<SmsMessageRow> {
    const sid = sidOf(row);
    if (!sid || row.outcome !== 'sent') return row;
    return settle(row, await asking('read an SMS status', () => client.messages(sid).fetch()), now());
  }

  return {
    senderNumber: (credentialId) => lastSender.get(credentialId) ?? options.smsFrom ?? '',
    async send(input) {
      const size = checkSms(input.to, input.text);
      const existing = await byKey(input.credentialId, input.clientKey);
      if (existing) {
        if (!stale(existing)) return view(await refresh(existing));
        const adopted = await reconcile(existing);
        if (adopted) return view(adopted);
        // Twilio never got it: one retry re-takes the claim and sends, a concurrent one answers with it.
        const [retaken] = await db
          .update(smsMessages)
          .set({ sentAt: now() })
          .where(
            and(
              eq(smsMessages.id, existing.id),
              eq(smsMessages.transport, 'twilio'),
              eq(smsMessages.sentAt, existing.sentAt),
            ),
          )
          .returning();
        return retaken ? deliver(retaken) : view((await byKey(input.credentialId, input.clientKey))!);
      }
      const from = await senderFor(input.spaceId);
      lastSender.set(input.credentialId, from);
      const at = input.at ?? now();
      const [claim] = await db
        .insert(smsMessages)
        .values({
          spaceId: input.spaceId,
          credentialId: input.credentialId,
          transport: 'twilio',
          clientKey: input.clientKey,
          fromNumber: from,
          toNumber: input.to,
          text: input.text,
          encoding: size.encoding,
          segments: size.segments,
          sentAt: at,
          settledAt: at,
          outcome: 'sent',
        })
        .onConflictDoNothing()
        .returning();
      // Another caller holds the key: theirs is the message.
      if (!claim) return view(await refresh((await byKey(input.credentialId, input.clientKey))!));
      return deliver(claim);
    },
    async findByClientKey(credentialId, clientKey) {
      const row = await byKey(credentialId, clientKey);
      if (!row) return null;
      if (!stale(row)) return view(await refresh(row));
      const adopted = await reconcile(row);
      if (adopted) return view(adopted);
      // Twilio never got it: the key is free again, and the caller sends.
      await db
        .delete(smsMessages)
        .where(and(eq(smsMessages.id, row.id), eq(smsMessages.transport, 'twilio')));
      return null;
    },
    async statuses(ids) {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(smsMessages)
        .where(and(inArray(smsMessages.id, ids), eq(smsMessages.direction, 'outbound')));
      const out: SentSms[] = [];
      for (const r of rows) out.push(view(await refresh(r)));
      return out;
    },
    async activity(credentialId, since, until) {
      const mine = and(eq(smsMessages.credentialId, credentialId), like(smsMessages.transport, 'twilio%'));
      const outbound = await db
        .select()
        .from(smsMessages)
        .where(and(mine, eq(smsMessages.direction, 'outbound')))
        .orderBy(asc(smsMessages.sentAt));
      const numbers = [...new Set(outbound.map((r) => r.fromNumber))];
      const open = outbound.filter((r) => r.outcome === 'sent' && sidOf(r));
      for (const number of numbers) {
        // Outcomes: one listing per sender covers every open message (what settled is stamped `until`).
        const mineOpen = open.filter((r) => r.fromNumber === number);
        if (mineOpen.length) {
          const after = new Date(mineOpen[0]!.sentAt.getTime() - 60_000);
          const listed = await asking('read its messages', () =>
            client.messages.list({ from: number, dateSentAfter: after }),
          );
          const bySid = new Map(listed.map((m) => [m.sid, m]));
          for (const r of mineOpen) {
            const m = bySid.get(sidOf(r)!);
            if (m) await settle(r, m, until);
          }
        }
        // Replies: inbound messages to the number from someone this account wrote to, kept once each.
        // Ten minutes back: a reply Twilio logged late (its date is when it arrived) is still found.
        const repliedAfter = new Date(Math.max(0, since.getTime() - 10 * 60_000));
        const replies = await asking('read its messages', () =>
          client.messages.list({ to: number, dateSentAfter: repliedAfter }),
        );
        for (const m of replies) {
          if (m.direction !== 'inbound') continue;
          const receivedAt = m.dateSent ?? m.dateCreated;
          const answered = outbound
            .filter((r) => r.fromNumber === number && r.toNumber === m.from && r.sentAt <= receivedAt)
            .at(-1);
          if (!answered) continue;
          const size = smsSize(m.body);
          await db
            .insert(smsMessages)
            .values({
              spaceId: answered.spaceId,
              credentialId,
              transport: `${PREFIX}${m.sid}`,
              direction: 'inbound',
              replyToId: answered.id,
              clientKey: `${PREFIX}${m.sid}`,
              fromNumber: m.from,
              toNumber: m.to,
              text: m.body,
              encoding: size.encoding,
              segments: size.segments,
              sentAt: receivedAt,
              settledAt: until,
              outcome: 'delivered',
            })
            .onConflictDoNothing();
        }
      }
      const rows = await db
        .select()
        .from(smsMessages)
        .where(and(mine, gt(smsMessages.settledAt, since), lte(smsMessages.settledAt, until)))
        .orderBy(asc(smsMessages.settledAt), asc(smsMessages.id));
      return {
        settled: rows.filter((r) => r.direction === 'outbound' && r.outcome !== 'sent').map(view),
        inbound: rows.filter((r) => r.direction === 'inbound').map(inboundSmsOf),
      };
    },
  };
}
