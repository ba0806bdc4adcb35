import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DialogMark } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { conversations, inboxMessages, workflows } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AccountScope } from '../prospects/scope.js';
import { scopeAllows } from '../prospects/scope.js';
import { prospectDetail } from '../prospects/detail.js';
import { CONVERSATION_NOT_FOUND, toConversationView } from './conversations.js';

type ConversationRow = typeof conversations.$inferSelect;

export async function loadConversation(db: Db, scope: AccountScope, id: string): Promise<ConversationRow> {
  if (!isUuid(id)) throw notFound(CONVERSATION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.spaceId, scope.spaceId)));
  if (!row || !scopeAllows(scope, row.credentialId)) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** One conversation row in the list's shape. */
export async function conversationView(db: Db, id: string) {
  const [row] = rowsOf<Record<string, any>>(
    await db.execute(sql`select c.*, p.first_name, p.last_name, p.full_name, p.position, p.company, p.photo_link, p.relation, p.labels
      from conversations c join prospects p on p.id = c.prospect_id where c.id = ${id}`),
  );
  return toConversationView(row!);
}

/**
 * Opening a conversation: its messages (oldest first; `before` pages back), the prospect, and it is
 * marked read. Returns whether it was unread (the caller then pushes the new counter).
 */
export async function openConversation(
  db: Db,
  scope: AccountScope,
  id: string,
  options: { before?: string; limit: number },
) {
  const conv = await loadConversation(db, scope, id);
  let before: Date | undefined;
  if (options.before) {
    before = new Date(options.before);
    if (Number.isNaN(before.getTime())) throw badRequest('Invalid cursor');
  }
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(
      and(eq(inboxMessages.conversationId, conv.id), before ? lt(inboxMessages.sentAt, before) : undefined),
    )
    .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit).reverse();
  const wfIds = [...new Set(page.map((m) => m.workflowId).filter((v): v is string => Boolean(v)))];
  const wfs = wfIds.length
    ? await db
        .select({ id: workflows.id, name: workflows.name, nodes: workflows.nodes })
        .from(workflows)
        .where(inArray(workflows.id, wfIds))
    : [];
  const wfById = new Map(wfs.map((w) => [w.id, w]));
  const wasUnread = conv.unreadCount > 0;
  if (wasUnread)
    await db
      .update(conversations)
      .set({ unreadCount: 0, updatedAt: clock.now() })
      .where(eq(conversations.id, conv.id));
  return {
    wasUnread,
    conversation: await conversationView(db, conv.id),
    // The thread itself is the conversation's history; the card's cross-channel timeline is on GET /profiles/{id}.
    profile: await prospectDetail(db, scope, conv.prospectId, { timeline: false }),
    messages: page.map((m) => {
      const wf = m.workflowId ? wfById.get(m.workflowId) : undefined;
      const node = wf && m.nodeId ? wf.nodes.find((n) => n.id === m.nodeId) : undefined;
      return {
        _id: m.id,
        channel: m.channel,
        direction: m.direction,
        status: m.status,
        subject: m.subject,
        text: m.text,
        sent_at: m.sentAt.toISOString(),
        sent_by: m.sentBy,
        campaign: wf ? { _id: wf.id, name: wf.name, step_id: m.nodeId, step_type: node?.type ?? null } : null,
      };
    }),
    has_more: rows.length > options.limit,
  };
}

/** 000 §4 dialog marks: read, unread, starred, archived (value false takes the mark off). */
export async function markConversation(
  db: Db,
  scope: AccountScope,
  id: string,
  mark: DialogMark,
  value: boolean,
) {
  const conv = await loadConversation(db, scope, id);
  const set: Partial<typeof conversations.$inferInsert> = { updatedAt: clock.now() };
  if (mark === 'read') set.unreadCount = value ? 0 : Math.max(1, conv.unreadCount);
  if (mark === 'unread') set.unreadCount = value ? Math.max(1, conv.unreadCount) : 0;
  if (mark === 'starred') set.isStarred = value;
  if (mark === 'archived') set.isArchived = value;
  await db.update(conversations).set(set).where(eq(conversations.id, conv.id));
  return { conversation: await conversationView(db, conv.id), credentialId: conv.credentialId };
}
