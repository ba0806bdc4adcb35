import type { RealtimePayload } from '@leadloop/domain/realtime/events';
import { uuidArray } from '../../lib/sql-arrays.js';
import { rowsOf } from '../../db/rows.js';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, spaceMembers } from '../../db/schema/index.js';
import type { Realtime } from '../../lib/realtime.js';
import type { AccountScope } from '../prospects/index.js';
import { inSpace, sqlInSpace } from '../../lib/scope.js';
import { setAccountUnread } from '../credentials/index.js';

/** Live account ids of the scope (admins: every account of the workspace). */
export async function scopeCredentialIds(db: Db, scope: AccountScope): Promise<string[]> {
  if (scope.credentialIds !== null) return scope.credentialIds;
  const rows = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(inSpace(credentials, scope.spaceId), isNull(credentials.deletedAt)));
  return rows.map((r) => r.id);
}

/**
 * Unread conversations (dialogs with at least one unread message, not archived) per account and in
 * total, over the scope's accounts. Reads only the partial index of unread conversations.
 */
export async function unreadCounts(db: Db, scope: AccountScope) {
  // One statement: the scope's accounts (the given ones, or every live one of the workspace) and their counts.
  const accounts =
    scope.credentialIds === null
      ? sql`select c.id from credentials c where ${sqlInSpace('c', scope.spaceId)} and c.deleted_at is null`
      : sql`select unnest(${uuidArray(scope.credentialIds)}) as id`;
  const rows = rowsOf<{ credential_id: string; n: number }>(
    await db.execute(sql`select a.id as credential_id, (select count(*)::int from conversations v
        where v.credential_id = a.id and v.unread_count > 0 and not v.is_archived) as n
      from (${accounts}) a`),
  );
  const by: Record<string, number> = Object.fromEntries(rows.map((r) => [r.credential_id, r.n]));
  return { total: Object.values(by).reduce((sum, n) => sum + n, 0), by_credentials: by };
}

/** Unread conversations of one account; also written to credentials.unread_count (the account's field in 001 §3). */
export async function refreshAccountUnread(db: Db, credentialId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from conversations where credential_id = ${credentialId} and unread_count > 0 and not is_archived`,
    ),
  );
  const n = row?.n ?? 0;
  await setAccountUnread(db, credentialId, n);
  return n;
}

/**
 * Pushes `update_unread_counter` (and optionally another event) to every member of the workspace who may
 * use the account (admins and members with it in available_credentials) — never to the others.
 */
export async function notifyAccountUsers(
  db: Db,
  realtime: Realtime,
  spaceId: string,
  credentialId: string,
  extra?: { event: 'new_message'; data: RealtimePayload<'new_message'> },
): Promise<void> {
  const unread = await refreshAccountUnread(db, credentialId);
  const members = await db.select().from(spaceMembers).where(inSpace(spaceMembers, spaceId));
  const users = members.filter((m) => m.isAdmin || m.availableCredentials.includes(credentialId));
  for (const m of users) {
    realtime.emitToUser(m.userId, 'update_unread_counter', {
      space_id: spaceId,
      credentials_id: credentialId,
      unread_count: unread,
    });
    if (extra) realtime.emitToUser(m.userId, extra.event, extra.data);
  }
}
