import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { spaces } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { createSharedDatabase, type SharedDatabase } from '../../test/sim/sim-database.js';
import { creditsSummary, grantCredits } from './credits.js';

/**
 * The ledger never overspends across processes: 2 processes × 500 concurrent 1-credit spends against a
 * balance of 300 → exactly 300 succeed, the balance ends at 0, no ledger row ever shows a negative
 * balance, and the balance equals the sum of the ledger. PostgreSQL only (several processes cannot share
 * a PGlite folder): `node scripts/with-postgres.mjs npx vitest run --project server <this file>`.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SPENDER = fileURLToPath(new URL('../../test/credits-spender.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(SPENDER), '../../../..');
const BALANCE = 300;
const SPENDS_PER_PROCESS = 500;

function runSpender(env: Record<string, string>): Promise<{ ok: number; refused: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SPENDER], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line) reject(new Error(`spender exited ${code}: ${out}`));
      else resolve(JSON.parse(line));
    });
  });
}

describe.runIf(onPostgres)(
  'credits under concurrency (2 processes, PostgreSQL)',
  { timeout: 180_000 },
  () => {
    let shared: SharedDatabase;
    let database: Database;
    let spaceId: string;
    beforeAll(async () => {
      shared = await createSharedDatabase();
      database = await shared.open();
      const [space] = await database.db.insert(spaces).values({ name: 'Concurrency' }).returning();
      spaceId = space!.id;
      const { balance } = await creditsSummary(database.db, spaceId);
      await grantCredits(database.db, spaceId, BALANCE - balance, 'admin');
    });
    afterAll(async () => {
      await database?.close();
      await shared?.drop();
    });

    it(`exactly ${BALANCE} of 2 × ${SPENDS_PER_PROCESS} spends succeed; the balance ends at 0 and is the ledger's sum`, async () => {
      expect((await creditsSummary(database.db, spaceId)).balance).toBe(BALANCE);
      const env = { ...shared.env, SPACE_ID: spaceId, SPENDS: String(SPENDS_PER_PROCESS) } as Record<
        string,
        string
      >;
      const [a, b] = await Promise.all([
        runSpender({ ...env, ORIGIN: 'workflow' }),
        runSpender({ ...env, ORIGIN: 'auto' }),
      ]);
      expect(a.errors + b.errors).toBe(0);
      expect(a.ok + b.ok).toBe(BALANCE);
      expect(a.refused + b.refused).toBe(2 * SPENDS_PER_PROCESS - BALANCE);
      const summary = await creditsSummary(database.db, spaceId);
      expect(summary.balance).toBe(0);
      expect(summary.usage_by_type.default).toBe(BALANCE);
      const [ledger] = rowsOf<{ total: number; lowest: number; spends: number }>(
        await database.db.execute(sql`
        select sum(amount)::int as total, min(balance_after)::int as lowest,
               count(*) filter (where amount < 0)::int as spends
        from credit_ledger where space_id = ${spaceId}`),
      );
      expect(ledger).toEqual({ total: 0, lowest: 0, spends: BALANCE });
    });
  },
);
