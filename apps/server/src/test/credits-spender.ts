/**
 * A process that spends credits concurrently, for the credits concurrency test:
 *   node --import tsx apps/server/src/test/credits-spender.ts
 * Environment: DATABASE_URL, SPACE_ID, SPENDS (how many 1-credit spends, all started at once), ORIGIN.
 * Prints one JSON line: {"ok": n, "refused": n, "errors": n}.
 */
import fs from 'node:fs';
import { openDatabase } from '../db/client.js';
import { spendCredits } from '../modules/credits/index.js';

const env = process.env;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: '/nonexistent' });
const spends = Number(env.SPENDS ?? 500);
const results = await Promise.allSettled(
  Array.from({ length: spends }, (_, i) =>
    spendCredits(database.db, {
      spaceId: env.SPACE_ID!,
      category: i % 2 ? 'ai_message' : 'enrich_email_phone',
      amount: 1,
      origin: (env.ORIGIN as 'workflow') ?? 'workflow',
      details: { n: i },
    }),
  ),
);
const refused = results.filter(
  (r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 402,
).length;
const ok = results.filter((r) => r.status === 'fulfilled').length;
fs.writeSync(1, `${JSON.stringify({ ok, refused, errors: spends - ok - refused })}\n`);
await database.close();
process.exit(0);
