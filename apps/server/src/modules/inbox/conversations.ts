import { uuidArray } from '../../lib/sql-arrays.js';
import type { Conversation, ConversationPage, InboxChannel, MessageDirection } from '@leadloop/domain';
import { CODES } from '@leadloop/domain';
import { rowsOf } from '../../db/rows.js';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DIALOG_MARKS } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { likePattern, type AccountScope } from '../prospects/index.js';
import { INBOX_CHANNELS } from './channels.js';
import { sqlInSpace } from '../../lib/scope.js';

export const conversationListQuery = z.object({
  space: z.string().max(100).optional(),
  credentials_id: z.uuid().optional(),
  channel: z.enum(INBOX_CHANNELS).optional(),
  campaign: z.uuid().optional(),
  label: z.uuid().optional(),
  profile_id: z.uuid().optional(),
  /** 000 §4 dialog marks; 'all' (default) is every conversation not archived. */
  mark: z.enum(['all', ...DIALOG_MARKS]).default('all'),
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

/** Conversations the scope may see (alias `c`). */
export function conversationScope(scope: AccountScope): SQL {
  if (scope.credentialIds === null) return sqlInSpace('c', scope.spaceId);
  if (!scope.credentialIds.length) return sql`false`;
  if (scope.credentialIds.length === 1)
    return sql`${sqlInSpace('c', scope.spaceId)} and c.credential_id = ${scope.credentialIds[0]}`;
  return sql`${sqlInSpace('c', scope.spaceId)} and c.credential_id = any(${uuidArray(scope.credentialIds)})`;
}

const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id))
    throw badRequest(CODES.invalidCursor);
  return { at, id };
}

export function toConversationView(r: Record<string, any>): Conversation {
  return {
    _id: r.id as string,
    credentials_id: r.credential_id as string,
    channel: r.channel as InboxChannel,
    campaign_id: (r.workflow_id as string | null) ?? null,
    last_message_at: new Date(r.last_message_at).toISOString(),
    last_message: r.last_message_text as string,
    last_direction: r.last_direction as MessageDirection,
    unread_count: Number(r.unread_count),
    is_unread: Number(r.unread_count) > 0,
    is_starred: Boolean(r.is_starred),
    is_archived: Boolean(r.is_archived),
    profile: {
      _id: r.prospect_id as string,
      first_name: r.first_name as string,
      last_name: r.last_name as string,
      full_name: (r.full_name as string) || [r.first_name, r.last_name].filter(Boolean).join(' '),
      position: r.position ?? null,
      company: r.company ?? null,
      photo_link: r.photo_link ?? null,
      relation: r.relation ?? null,
      labels: (r.labels ?? []) as string[],
    },
  };
}

/** The conversation list across channels, newest first, keyset-paged on (last_message_at, id). */
export async function listConversations(
  db: Db,
  scope: AccountScope,
  q: ConversationListQuery,
): Promise<ConversationPage> {
  const where: SQL[] = [conversationScope(scope)];
  where.push(q.mark === 'archived' ? sql`c.is_archived` : sql`not c.is_archived`);
  if (q.mark === 'unread') where.push(sql`c.unread_count > 0`);
  if (q.mark === 'read') where.push(sql`c.unread_count = 0`);
  if (q.mark === 'starred') where.push(sql`c.is_starred`);
  if (q.channel) where.push(sql`c.channel = ${q.channel}`);
  if (q.profile_id) where.push(sql`c.prospect_id = ${q.profile_id}`);
  // Campaign, label and search select prospects first (campaign index, GIN labels, trigram), then their conversations.
  if (q.campaign)
    where.push(
      sql`c.prospect_id in (select cp.prospect_id from campaign_prospects cp where cp.workflow_id = ${q.campaign})`,
    );
  if (q.label)
    where.push(
      sql`c.prospect_id in (select lp.id from prospects lp where ${sqlInSpace('lp', scope.spaceId)} and lp.labels @> array[${q.label}::uuid])`,
    );
  if (q.q) {
    const pattern = likePattern(q.q);
    // One IN over a UNION (an OR of two subqueries could not drive the plan from the few matches).
    where.push(sql`c.id in (
      select sc.id from conversations sc join prospects sp on sp.id = sc.prospect_id
        where ${sqlInSpace('sp', scope.spaceId)} and sp.search_text like ${pattern}
      union all
      select sc.id from conversations sc where ${sqlInSpace('sc', scope.spaceId)} and lower(sc.last_message_text) like ${pattern})`);
  }
  if (q.cursor) {
    const { at, id } = decodeCursor(q.cursor);
    where.push(sql`(c.last_message_at, c.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = rowsOf<Record<string, any>>(
    await db.execute(sql`select c.*, p.first_name, p.last_name, p.full_name, p.position, p.company, p.photo_link, p.relation, p.labels
      from conversations c join prospects p on p.id = c.prospect_id
      where ${sql.join(where, sql` and `)}
      order by c.last_message_at desc, c.id desc
      limit ${q.limit + 1}`),
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(toConversationView),
    next_cursor: rows.length > q.limit && last ? encodeCursor(new Date(last.last_message_at), last.id) : null,
  };
}
