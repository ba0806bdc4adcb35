import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';

/** The account's unread count (001 §3), counted by the inbox: credentials owns the row (db/schema/owners.json). */
export async function setAccountUnread(db: Db, credentialId: string, unread: number): Promise<void> {
  await db.update(credentials).set({ unreadCount: unread }).where(eq(credentials.id, credentialId));
}
