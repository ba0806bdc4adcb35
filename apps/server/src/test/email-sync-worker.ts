/**
 * One IMAP sync pass of one mailbox in a process of its own, for the process-kill test of the email sync
 * (modules/inbox/email-sync-kill.test.ts):
 *   node --import tsx apps/server/src/test/email-sync-worker.ts
 * Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite; this process then owns the folder, and a
 * lock left by a killed owner is taken over); SYNC_INTEGRATION (the integration's id); SYNC_SECRET (the key
 * its settings are sealed with); SYNC_KILL_AT_UID: the process SIGKILLs itself inside the transaction that
 * handles the message of that UID, before it commits. Prints one JSON line with the pass's result.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { integrations } from '../db/schema/index.js';
import { createSecrets } from '../lib/secrets.js';
import { syncMailbox } from '../modules/inbox/index.js';

const env = process.env;
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR ?? './data',
});
const killAt = env.SYNC_KILL_AT_UID ? Number(env.SYNC_KILL_AT_UID) : null;
const [row] = await database.db.select().from(integrations).where(eq(integrations.id, env.SYNC_INTEGRATION!));
const result = await syncMailbox(
  {
    db: database.db,
    secrets: createSecrets(env.SYNC_SECRET!),
    egress: { allowHosts: ['127.0.0.1'], dnsServers: [] },
    crashHook: (uid) => {
      if (uid === killAt) process.kill(process.pid, 'SIGKILL');
    },
  },
  row!,
);
fs.writeSync(1, `${JSON.stringify(result)}\n`);
await database.close();
