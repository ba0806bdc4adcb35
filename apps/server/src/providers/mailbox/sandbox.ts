import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';
import type { AccountMailbox, OutgoingAccountMail, SentAccountMail } from './mailbox.js';
import { MailboxError } from './mailbox.js';
import {
  attachmentMeta,
  checkOutgoing,
  findByKey,
  findLastTo,
  findOne,
  insertOrGet,
  newMessageId,
  toSent,
} from './store.js';

/**
 * The built-in sandbox mailbox: what an account uses when it has no connected email integration.
 * Nothing leaves the server; each email is recorded in `mailbox_messages` and a simulated reader opens
 * ~45 % of them minutes to a day later and clicks a link in ~12 % (when link tracking is on). The
 * outcome is a pure function of the message's identity (client key, or account+recipient+subject), so
 * the same campaign behaves the same way on every run and after a restart.
 */
export const SANDBOX_RATES = { open: 0.45, click: 0.12 };

export function sandboxReader(identity: string, sentAt: Date, trackLinks: boolean) {
  const digest = createHash('sha256').update(identity).digest();
  const roll = digest.readUInt32BE(0) / 0xffffffff;
  const delayMs = (5 + (digest.readUInt32BE(4) % (24 * 60))) * 60_000; // 5 min .. ~1 day
  const opened = roll < SANDBOX_RATES.open;
  const clicked = opened && trackLinks && roll < SANDBOX_RATES.click;
  const openedAt = opened ? new Date(sentAt.getTime() + delayMs) : null;
  const clickedAt = clicked ? new Date(openedAt!.getTime() + (digest[8]! % 30) * 60_000) : null;
  return { openedAt, clickedAt };
}

export function createSandboxMailbox(db: Db, now: () => Date): AccountMailbox {
  return {
    async send(credentialId, mail: OutgoingAccountMail): Promise<SentAccountMail> {
      checkOutgoing(mail);
      const [account] = await db
        .select({ username: credentials.username })
        .from(credentials)
        .where(eq(credentials.id, credentialId));
      if (!account) throw new MailboxError('Account not found', 'invalid');
      const sentAt = mail.at ?? now();
      const identity =
        mail.clientKey ?? `${credentialId}|${mail.to.toLowerCase()}|${mail.subject}|${sentAt.toISOString()}`;
      const reader = sandboxReader(identity, sentAt, Boolean(mail.trackLinks));
      const { row } = await insertOrGet(db, {
        credentialId,
        integrationId: null,
        transport: 'sandbox',
        messageId: newMessageId(account.username),
        from: account.username,
        to: mail.to.trim(),
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? null,
        inReplyTo: mail.inReplyTo ?? null,
        clientKey: mail.clientKey ?? null,
        attachments: attachmentMeta(mail),
        status: 'sent',
        sentAt,
        openedAt: reader.openedAt,
        clickedAt: reader.clickedAt,
      });
      return toSent(row, now());
    },
    async findByClientKey(credentialId, clientKey) {
      const row = await findByKey(db, credentialId, clientKey);
      return row ? toSent(row, now()) : null;
    },
    async get(credentialId, idOrMessageId) {
      const row = await findOne(db, credentialId, idOrMessageId);
      return row ? toSent(row, now()) : null;
    },
    async lastTo(credentialId, to) {
      const row = await findLastTo(db, credentialId, to);
      return row ? toSent(row, now()) : null;
    },
  };
}
