import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { smsSize } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { smsMessages, type SmsMessageRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { checkSms, inboundSmsOf, type SentSms, type SmsProvider } from './sms.js';

/**
 * Sandbox carrier: nothing leaves the machine; each SMS is a row in `sms_messages` whose fate is a pure
 * function of (account, client key): ~95 % delivered after 2–20 s, ~5 % failed ('Unreachable
 * destination'). Numbers of the fictional +1 555 01xx range always fail, so tests can choose a failure.
 */
export const SANDBOX_SMS_RATES = { delivered: 0.95, replied: 0.2 };

/** What a recipient may answer (a delivered SMS gets one ~20 % of the time, 2–45 min after delivery). */
export const SANDBOX_SMS_REPLIES = [
  'Thanks, got it.',
  'Can you call me tomorrow morning?',
  'Who is this?',
  'Not interested, please remove my number.',
  'Sounds good, send me the details by email.',
];
export const SANDBOX_FAILING_PREFIX = '+155501';

const roll = (key: string, salt: string) =>
  createHash('sha256').update(`${salt}:${key}`).digest().readUInt32BE(0) / 0xffffffff;

export function sandboxSmsFate(credentialId: string, clientKey: string, to: string) {
  const key = `${credentialId}:${clientKey}`;
  const delayMs = 2000 + Math.floor(roll(key, 'delay') * 18_000);
  const delivered = !to.startsWith(SANDBOX_FAILING_PREFIX) && roll(key, 'fate') < SANDBOX_SMS_RATES.delivered;
  const replies = delivered && roll(key, 'reply') < SANDBOX_SMS_RATES.replied;
  return {
    delayMs,
    outcome: delivered ? 'delivered' : 'failed',
    error: delivered ? null : 'Unreachable destination',
    reply: replies
      ? {
          afterMs: delayMs + 120_000 + Math.floor(roll(key, 'reply-at') * 43 * 60_000),
          text: SANDBOX_SMS_REPLIES[Math.floor(roll(key, 'reply-text') * SANDBOX_SMS_REPLIES.length)]!,
        }
      : null,
  };
}

/** A stable sender number per account in the fictional +1 555 2xx-xxxx range. */
export function sandboxSenderNumber(credentialId: string): string {
  const n = createHash('sha256').update(credentialId).digest().readUInt32BE(0) % 1_000_000;
  return `+1555${String(2_000_000 + n).padStart(7, '0')}`;
}

function view(r: SmsMessageRow, at: Date): SentSms {
  const settled = at.getTime() >= r.settledAt.getTime();
  return {
    id: r.id,
    credentialId: r.credentialId,
    from: r.fromNumber,
    to: r.toNumber,
    text: r.text,
    encoding: r.encoding as SentSms['encoding'],
    segments: r.segments,
    status: settled ? (r.outcome as SentSms['status']) : 'sent',
    error: settled ? r.error : null,
    sentAt: r.sentAt,
    clientKey: r.clientKey,
  };
}

export function createSandboxSms(db: Db, now: () => Date = () => clock.now()): SmsProvider {
  const byKey = async (credentialId: string, clientKey: string) => {
    const [row] = await db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.credentialId, credentialId), eq(smsMessages.clientKey, clientKey)));
    return row ?? null;
  };
  return {
    senderNumber: sandboxSenderNumber,
    async send(input) {
      const size = checkSms(input.to, input.text);
      const at = input.at ?? now();
      const fate = sandboxSmsFate(input.credentialId, input.clientKey, input.to);
      const [row] = await db
        .insert(smsMessages)
        .values({
          spaceId: input.spaceId,
          credentialId: input.credentialId,
          clientKey: input.clientKey,
          fromNumber: sandboxSenderNumber(input.credentialId),
          toNumber: input.to,
          text: input.text,
          encoding: size.encoding,
          segments: size.segments,
          sentAt: at,
          settledAt: new Date(at.getTime() + fate.delayMs),
          outcome: fate.outcome,
          error: fate.error,
        })
        .onConflictDoNothing()
        .returning();
      if (row && fate.reply) {
        // The recipient's answer is decided now and becomes visible when its time comes (restarts keep it).
        const at2 = new Date(at.getTime() + fate.reply.afterMs);
        await db
          .insert(smsMessages)
          .values({
            spaceId: input.spaceId,
            credentialId: input.credentialId,
            direction: 'inbound',
            replyToId: row.id,
            clientKey: `${input.clientKey}:reply`,
            fromNumber: input.to,
            toNumber: row.fromNumber,
            text: fate.reply.text,
            encoding: smsSize(fate.reply.text).encoding,
            segments: smsSize(fate.reply.text).segments,
            sentAt: at2,
            settledAt: at2,
            outcome: 'delivered',
          })
          .onConflictDoNothing();
      }
      return view(row ?? (await byKey(input.credentialId, input.clientKey))!, now());
    },
    async findByClientKey(credentialId, clientKey) {
      const row = await byKey(credentialId, clientKey);
      return row ? view(row, now()) : null;
    },
    async statuses(ids, at) {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(smsMessages)
        .where(and(inArray(smsMessages.id, ids), eq(smsMessages.direction, 'outbound')));
      return rows.map((r) => view(r, at ?? now()));
    },
    async activity(credentialId, since, until) {
      const rows = await db
        .select()
        .from(smsMessages)
        .where(
          and(
            eq(smsMessages.credentialId, credentialId),
            gt(smsMessages.settledAt, since),
            lte(smsMessages.settledAt, until),
          ),
        )
        .orderBy(asc(smsMessages.settledAt), asc(smsMessages.id));
      return {
        settled: rows.filter((r) => r.direction === 'outbound').map((r) => view(r, until)),
        inbound: rows.filter((r) => r.direction === 'inbound').map(inboundSmsOf),
      };
    },
  };
}
