import type { Db } from '../../db/client.js';
import { mailboxSync } from '../../db/schema/index.js';

/**
 * Where a mailbox's inbound sync starts, set by the area that connects it (Gmail's history id at connection):
 * the inbox owns `mailbox_sync` (db/schema/owners.json). A reconnect keeps the cursor it had.
 */
export async function startMailboxSync(
  db: Db,
  args: { integrationId: string; credentialId: string; cursor: string },
): Promise<void> {
  await db.insert(mailboxSync).values(args).onConflictDoNothing();
}
