import { and, desc, eq, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { mailboxMessages, type MailboxMessageRow } from '../../db/schema/index.js';
import type { OutgoingAccountMail, SentAccountMail, MailboxTransport } from './mailbox.js';
import { MailboxError } from './mailbox.js';

/** The `mailbox_messages` table: what every mailbox transport records (exactly-once, opened/clicked). */

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function checkOutgoing(mail: OutgoingAccountMail): void {
  if (!EMAIL.test(mail.to.trim())) throw new MailboxError('Invalid email address', 'invalid');
  if (!mail.text && !mail.html) throw new MailboxError('An email needs a text or html body', 'invalid');
}

export function toSent(row: MailboxMessageRow, now: Date): SentAccountMail {
  return {
    id: row.id,
    credentialId: row.credentialId,
    messageId: row.messageId,
    transport: row.transport as MailboxTransport,
    integrationId: row.integrationId,
    from: row.from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    inReplyTo: row.inReplyTo,
    clientKey: row.clientKey,
    attachments: row.attachments,
    sentAt: row.sentAt,
    openedAt: row.openedAt,
    clickedAt: row.clickedAt,
    opened: Boolean(row.openedAt && row.openedAt <= now),
    clicked: Boolean(row.clickedAt && row.clickedAt <= now),
  };
}

export const newMessageId = (fromAddress: string) =>
  `<${randomUUID()}@${fromAddress.split('@')[1]?.toLowerCase() || 'leadloop.local'}>`;

type NewRow = Omit<typeof mailboxMessages.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a message under its client key. Returns `{row, created}`: created=false means the key was
 * already used and `row` is the earlier message (the caller must not send again unless it is 'sending').
 */
export async function insertOrGet(
  db: Db,
  values: NewRow,
): Promise<{ row: MailboxMessageRow; created: boolean }> {
  const inserted = await db.insert(mailboxMessages).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = values.clientKey ? await findByKey(db, values.credentialId, values.clientKey) : null;
  if (!existing) throw new Error('mailbox message conflict without a client key');
  return { row: existing, created: false };
}

export async function findByKey(db: Db, credentialId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(mailboxMessages)
    .where(and(eq(mailboxMessages.credentialId, credentialId), eq(mailboxMessages.clientKey, clientKey)));
  return row ?? null;
}

export async function findOne(db: Db, credentialId: string, idOrMessageId: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrMessageId);
  const [row] = await db
    .select()
    .from(mailboxMessages)
    .where(
      and(
        eq(mailboxMessages.credentialId, credentialId),
        isUuid
          ? or(eq(mailboxMessages.id, idOrMessageId), eq(mailboxMessages.messageId, idOrMessageId))
          : eq(mailboxMessages.messageId, idOrMessageId),
      ),
    );
  return row ?? null;
}

export async function findLastTo(db: Db, credentialId: string, to: string) {
  const [row] = await db
    .select()
    .from(mailboxMessages)
    .where(
      and(
        eq(mailboxMessages.credentialId, credentialId),
        sql`lower(${mailboxMessages.to}) = ${to.trim().toLowerCase()}`,
      ),
    )
    .orderBy(desc(mailboxMessages.sentAt))
    .limit(1);
  return row ?? null;
}

export const attachmentMeta = (mail: OutgoingAccountMail) =>
  (mail.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    size: a.data.length,
  }));

/** Whether an email of the account to this address came back as a hard bounce (5.x.x). */
export async function hardBounced(db: Db, credentialId: string, to: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mailboxMessages.id })
    .from(mailboxMessages)
    .where(
      and(
        eq(mailboxMessages.credentialId, credentialId),
        sql`lower(${mailboxMessages.to}) = ${to.trim().toLowerCase()}`,
        sql`${mailboxMessages.bounce} like 'hard%'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
