import { and, eq, isNull, lt } from 'drizzle-orm';
import { HIBERNATION_DAYS } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';

/** Marks active accounts with no activity for over 30 days as hibernated (for a periodic job). */
export async function hibernateInactiveCredentials(db: Db, now = clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - HIBERNATION_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .update(credentials)
    .set({ hibernatedAt: now, updatedAt: now })
    .where(and(eq(credentials.status, 'active'), isNull(credentials.deletedAt), isNull(credentials.hibernatedAt), lt(credentials.lastActivityAt, cutoff)))
    .returning({ id: credentials.id });
  return rows.length;
}

/** For the engine: record that an account acted (keeps it out of hibernation). */
export async function touchCredentialActivity(db: Db, credentialId: string, now = clock.now()): Promise<void> {
  await db.update(credentials).set({ lastActivityAt: now, hibernatedAt: null }).where(eq(credentials.id, credentialId));
}
