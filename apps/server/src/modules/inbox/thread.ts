import type { Conversation, OpenedConversation } from '@leadloop/domain';
import { CODES } from '@leadloop/domain';
import { rowsOf } from '../../db/rows.js';
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DialogMark } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { conversations, inboxMessages, workflows } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type AccountScope, scopeAllows, prospectDetail } from '../prospects/index.js';
import type { SmsProvider } from '../../providers/sms/index.js';
import { attachmentsOf } from './attachments.js';
import { toConversationView } from './conversations.js';
import { inSpace, sqlInSpace } from '../../lib/scope.js';

type ConversationRow = typeof conversations.$inferSelect;

export async function loadConversation(db: Db, scope: AccountScope, id: string): Promise<ConversationRow> {
  if (!isUuid(id)) throw notFound(CODES.conversationNotFound);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), inSpace(conversations, scope.spaceId)));
  if (!row || !scopeAllows(scope, row.credentialId)) throw notFound(CODES.conversationNotFound);
  return row;
}

const listRow = (where: SQL) =>
  sql`select c.*, p.first_name, p.last_name, p.full_name, p.position, p.company, p.photo_link, p.relation, p.labels
      from conversations c join prospects p on p.id = c.prospect_id where ${where}`;

/** One conversation row in the list's shape. */
export async function conversationView(db: Db, id: string): Promise<Conversation> {
  const [row] = rowsOf<Record<string, any>>(await db.execute(listRow(sql`c.id = ${id}`)));
  return toConversationView(row!);
}

/** Keyset position in a thread: the oldest message shown (sent_at, id), opaque to clients. */
const encodeMessageCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function messagesBefore(options: { before?: string; cursor?: string }): SQL | undefined {
  if (options.cursor) {
    const [at, id] = Buffer.from(options.cursor, 'base64url').toString().split('|');
    if (!at || !id || Number.isNaN(Date.parse(at)) || !isUuid(id)) throw badRequest(CODES.invalidCursor);
    return sql`(${inboxMessages.sentAt}, ${inboxMessages.id}) < (${at}::timestamptz, ${id}::uuid)`;
  }
  if (options.before) {
    const before = new Date(options.before);
    if (Number.isNaN(before.getTime())) throw badRequest(CODES.invalidCursor);
    return lt(inboxMessages.sentAt, before);
  }
  return undefined;
}

async function messagePage(db: Db, conversationId: string, options: OpenOptions) {
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.conversationId, conversationId), messagesBefore(options)))
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
  const oldest = page[0];
  return {
    page,
    files: await attachmentsOf(
      db,
      page.map((m) => m.id),
    ),
    wfById: new Map(wfs.map((w) => [w.id, w])),
    nextCursor: rows.length > options.limit && oldest ? encodeMessageCursor(oldest.sentAt, oldest.id) : null,
  };
}

export interface OpenOptions {
  /** ISO time: messages strictly before it (kept for older clients). */
  before?: string;
  /** The previous page's `next_cursor`: a keyset page on (sent_at, id). */
  cursor?: string;
  limit: number;
}

/**
 * Opening a conversation: a keyset page of its messages (newest `limit`, shown oldest first; `cursor`
 * pages back), the prospect card, and it is marked read. The conversation row, the page and the card are
 * read concurrently. Returns whether it was unread (the caller then pushes the new counter).
 */
export async function openConversation(
  db: Db,
  scope: AccountScope,
  id: string,
  options: OpenOptions,
  /** When given, SMS still 'sent' take the carrier's current delivery state first. */
  sms?: SmsProvider,
): Promise<OpenedConversation & { wasUnread: boolean }> {
  if (!isUuid(id)) throw notFound(CODES.conversationNotFound);
  const [conv] = rowsOf<Record<string, any>>(
    await db.execute(listRow(sql`c.id = ${id} and ${sqlInSpace('c', scope.spaceId)}`)),
  );
  if (!conv || !scopeAllows(scope, conv.credential_id)) throw notFound(CODES.conversationNotFound);
  const wasUnread = Number(conv.unread_count) > 0;
  if (sms && conv.channel === 'sms') await refreshSmsDeliveries(db, sms, id);
  const [{ page, files, wfById, nextCursor }, profile] = await Promise.all([
    messagePage(db, id, options),
    // The thread itself is the conversation's history; the card's cross-channel timeline is on GET /profiles/{id}.
    prospectDetail(db, scope, conv.prospect_id, { timeline: false }),
    wasUnread
      ? db
          .update(conversations)
          .set({ unreadCount: 0, updatedAt: clock.now() })
          .where(eq(conversations.id, id))
      : null,
  ]);
  return {
    wasUnread,
    conversation: toConversationView({ ...conv, unread_count: 0 }),
    profile,
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
        attachments: files.get(m.id) ?? [],
      };
    }),
    has_more: nextCursor !== null,
    next_cursor: nextCursor,
  };
}

/** SMS of a conversation still 'sent' get the carrier's state (delivered / failed) once it reports. */
async function refreshSmsDeliveries(db: Db, sms: SmsProvider, conversationId: string): Promise<void> {
  const pending = await db
    .select({ id: inboxMessages.id, externalId: inboxMessages.externalId })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.conversationId, conversationId),
        eq(inboxMessages.direction, 'outbound'),
        eq(inboxMessages.status, 'sent'),
      ),
    )
    .limit(200);
  const byExternal = new Map(pending.filter((m) => m.externalId).map((m) => [m.externalId!, m.id]));
  if (!byExternal.size) return;
  for (const s of await sms.statuses([...byExternal.keys()].filter(isUuid))) {
    if (s.status === 'sent') continue;
    await db
      .update(inboxMessages)
      .set({ status: s.status })
      .where(eq(inboxMessages.id, byExternal.get(s.id)!));
  }
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
