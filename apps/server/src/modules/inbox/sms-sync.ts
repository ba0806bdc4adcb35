import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { optOutKeyword } from '@leadloop/domain';
import { actions, credentials, inboxMessages, inboxSyncState, smsMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { SmsProvider } from '../../providers/sms/index.js';
import { onInboundReply } from '../engine/index.js';
import { recordOptOut } from '../consent/index.js';
import { recordMessage } from './store.js';

type CredentialRow = typeof credentials.$inferSelect;

export interface SmsFresh {
  conversationId: string;
  messageId: string;
  prospectId: string;
  text: string;
  channel: 'sms';
}

/**
 * The SMS part of an account's sync: reads what the carrier settled since the account's SMS cursor —
 * delivery outcomes of our SMS (the thread shows delivered / failed) and the recipients' replies, which
 * are stored in the SMS conversation they answer, mark the prospect gotReply and pause its campaigns
 * (engine's onInboundReply) like any other reply. Idempotent: replies are unique per account and id.
 */
export async function syncSms(
  db: Db,
  sms: SmsProvider,
  cred: CredentialRow,
): Promise<{ settled: number; stored: number; fresh: SmsFresh[] }> {
  const [state] = await db
    .select({ smsCursor: inboxSyncState.smsCursor })
    .from(inboxSyncState)
    .where(eq(inboxSyncState.credentialId, cred.id));
  const since = state?.smsCursor ?? new Date(0);
  const until = clock.now();
  const { settled, inbound } = await sms.activity(cred.id, since, until);

  for (const outcome of ['delivered', 'failed'] as const) {
    const ids = settled.filter((s) => s.status === outcome).map((s) => s.id);
    if (ids.length)
      await db
        .update(inboxMessages)
        .set({ status: outcome })
        .where(
          and(
            eq(inboxMessages.credentialId, cred.id),
            inArray(inboxMessages.externalId, ids),
            eq(inboxMessages.status, 'sent'),
          ),
        );
  }

  // A reply belongs to the prospect of the SMS it answers.
  const answered = [...new Set(inbound.map((m) => m.inReplyTo).filter((v): v is string => Boolean(v)))];
  const prospectOf = new Map<string, string>();
  if (answered.length)
    for (const r of await db
      .select({ externalId: inboxMessages.externalId, prospectId: inboxMessages.prospectId })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.credentialId, cred.id), inArray(inboxMessages.externalId, answered))))
      prospectOf.set(r.externalId!, r.prospectId);
  // A reply to a campaign's SMS step: the SMS's client key is the step's action key, which names the prospect.
  const unknown = answered.filter((id) => !prospectOf.has(id));
  if (unknown.length)
    for (const r of await db
      .select({ smsId: smsMessages.id, prospectId: actions.prospectId })
      .from(smsMessages)
      .innerJoin(actions, eq(actions.idempotencyKey, smsMessages.clientKey))
      .where(and(eq(smsMessages.credentialId, cred.id), inArray(smsMessages.id, unknown))))
      if (r.prospectId) prospectOf.set(r.smsId, r.prospectId);

  const fresh: SmsFresh[] = [];
  for (const m of inbound) {
    const prospectId = m.inReplyTo ? prospectOf.get(m.inReplyTo) : undefined;
    if (!prospectId) continue; // a number we never wrote to from the inbox: nothing to attach it to
    const stored = await recordMessage(db, {
      spaceId: cred.spaceId,
      credentialId: cred.id,
      prospectId,
      channel: 'sms',
      direction: 'inbound',
      text: m.text,
      status: 'received',
      sentAt: m.receivedAt,
      externalId: m.id,
    });
    if (!stored) continue;
    await onInboundReply(db, { spaceId: cred.spaceId, credentialId: cred.id, prospectId, at: m.receivedAt });
    // Issue 40: STOP (or its equivalent in five languages) revokes consent on every channel.
    const language = optOutKeyword(m.text);
    if (language)
      await recordOptOut(db, sms, {
        spaceId: cred.spaceId,
        prospectId,
        source: 'sms_keyword',
        text: m.text,
        proof: { sms_id: m.id, message_id: stored.messageId, from: m.from },
        at: m.receivedAt,
        confirm: { credentialId: cred.id, language },
      });
    fresh.push({ ...stored, prospectId, text: m.text.slice(0, 300), channel: 'sms' });
  }

  await db
    .insert(inboxSyncState)
    .values({ credentialId: cred.id, spaceId: cred.spaceId, smsCursor: until })
    .onConflictDoUpdate({ target: inboxSyncState.credentialId, set: { smsCursor: until } });
  return { settled: settled.length, stored: fresh.length, fresh };
}
