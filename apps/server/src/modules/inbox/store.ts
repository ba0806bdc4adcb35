import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversations, inboxMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import type { InboxChannel, MessageStatus } from './channels.js';

export interface NewMessage {
  spaceId: string;
  credentialId: string;
  prospectId: string;
  channel: InboxChannel;
  direction: 'inbound' | 'outbound';
  text: string;
  subject?: string | null;
  status: MessageStatus;
  sentAt: Date;
  externalId?: string | null;
  externalConversationId?: string | null;
  workflowId?: string | null;
  nodeId?: string | null;
  sentBy?: string | null;
}

const PREVIEW_MAX = 300;

/**
 * Stores one message and brings its conversation's list fields up to date (creates the conversation on
 * the first message). A message whose provider id is already stored is ignored (re-synced page), so this
 * is idempotent. An inbound message counts as unread and brings an archived conversation back.
 * Returns null for a duplicate. The campaign engine may call this for the messages its steps send.
 * An inbound message is the 001 §3 trigger `new_email` (email) or `new_message` (any other channel), put into
 * the webhook outbox in the same transaction, keyed by the message id (once, whatever re-syncs).
 */
export async function recordMessage(
  db: Db,
  m: NewMessage,
): Promise<{ messageId: string; conversationId: string } | null> {
  return db.transaction(async (tx) => {
    const inbound = m.direction === 'inbound';
    const preview = (m.subject && !m.text ? m.subject : m.text).slice(0, PREVIEW_MAX);
    const [conv] = await tx
      .insert(conversations)
      .values({
        spaceId: m.spaceId,
        credentialId: m.credentialId,
        prospectId: m.prospectId,
        channel: m.channel,
        externalId: m.externalConversationId ?? null,
        workflowId: m.workflowId ?? null,
        lastMessageAt: m.sentAt,
        lastMessageText: preview,
        lastDirection: m.direction,
        unreadCount: 0,
      })
      .onConflictDoUpdate({
        target: [conversations.credentialId, conversations.prospectId, conversations.channel],
        set: { updatedAt: clock.now() },
      })
      .returning({ id: conversations.id });
    const conversationId = conv!.id;
    const [msg] = await tx
      .insert(inboxMessages)
      .values({
        spaceId: m.spaceId,
        conversationId,
        credentialId: m.credentialId,
        prospectId: m.prospectId,
        channel: m.channel,
        direction: m.direction,
        externalId: m.externalId ?? null,
        subject: m.subject ?? null,
        text: m.text,
        status: m.status,
        workflowId: m.workflowId ?? null,
        nodeId: m.nodeId ?? null,
        sentBy: m.sentBy ?? null,
        sentAt: m.sentAt,
        storedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: inboxMessages.id });
    if (!msg) return null;
    const at = sql`${m.sentAt.toISOString()}::timestamptz`;
    // Only a message newer than the current last one moves the conversation's list fields.
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at})`,
        lastMessageText: sql`case when ${at} >= ${conversations.lastMessageAt} then ${preview}::text else ${conversations.lastMessageText} end`,
        lastDirection: sql`case when ${at} >= ${conversations.lastMessageAt} then ${m.direction}::text else ${conversations.lastDirection} end`,
        unreadCount: inbound ? sql`${conversations.unreadCount} + 1` : conversations.unreadCount,
        isArchived: inbound ? false : conversations.isArchived,
        workflowId: m.workflowId ? m.workflowId : conversations.workflowId,
        externalId: m.externalConversationId ? m.externalConversationId : conversations.externalId,
        updatedAt: clock.now(),
      })
      .where(and(eq(conversations.id, conversationId)));
    if (inbound)
      await emitWebhookEvent(tx, {
        spaceId: m.spaceId,
        type: m.channel === 'email' ? 'new_email' : 'new_message',
        key: `inbox_message:${msg.id}`,
        data: {
          prospect_id: m.prospectId,
          credentials_id: m.credentialId,
          workflow_id: m.workflowId ?? null,
          conversation_id: conversationId,
          message_id: msg.id,
          channel: m.channel,
          subject: m.subject ?? null,
          text: m.text,
        },
        at: m.sentAt,
      });
    return { messageId: msg.id, conversationId };
  });
}
