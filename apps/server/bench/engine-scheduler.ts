/**
 * Scheduler cost with many idle campaign prospects: the engine's due-row query (partial index on
 * next_run_at) with 10k and 1M idle rows and 200 due ones. Run on PostgreSQL:
 *   node scripts/with-postgres.mjs npx tsx apps/server/bench/engine-scheduler.ts
 * or on PGlite (in memory) without the wrapper.
 */
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../src/test/harness.js';
import { DEFAULT_ENGINE_OPTIONS } from '../src/modules/engine/deps.js';
import { rowsOf } from '../src/db/rows.js';

const database = await createTestDatabase();
const db = database.db;
const exec = (q: ReturnType<typeof sql>) => db.execute(q);
await exec(sql`insert into spaces (id, name) values ('00000000-0000-0000-0000-000000000001', 'bench')`);
await exec(
  sql`insert into workflows (id, space_id, credential_id, name, status) values ('00000000-0000-0000-0000-0000000000aa', '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-0000000000cc', 'bench', 'active')`,
);

async function fill(total: number) {
  const n = rowsOf<{ n: number }>(await exec(sql`select count(*)::int as n from prospects`))[0]!.n;
  if (total <= n) return;
  await exec(sql`insert into prospects (space_id, profile_link, network_id)
    select '00000000-0000-0000-0000-000000000001', 'https://x/in/p' || g, 'p' || g from generate_series(${n + 1}::int, ${total}::int) g`);
  await exec(sql`insert into campaign_prospects (space_id, workflow_id, prospect_id, credential_id, status, next_run_at)
    select space_id, '00000000-0000-0000-0000-0000000000aa', id, '00000000-0000-0000-0000-0000000000cc', 'active',
      case when (substr(network_id, 2))::int % ${Math.round(total / 200)} = 0 then now() - interval '1 minute' else null end
    from prospects where (substr(network_id, 2))::int > ${n}`);
  await exec(sql`analyze campaign_prospects`);
}

async function timeDueQuery(): Promise<number> {
  const runs = 50;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    await exec(
      sql`select id from campaign_prospects where next_run_at is not null and next_run_at <= now() order by next_run_at limit ${DEFAULT_ENGINE_OPTIONS.batchSize}`,
    );
  }
  return (performance.now() - t0) / runs;
}

for (const size of [10_000, 1_000_000]) {
  const t0 = performance.now();
  await fill(size);
  const fillMs = performance.now() - t0;
  const ms = await timeDueQuery();
  console.log(
    `${database.kind}: ${size.toLocaleString('en')} campaign prospects (~200 due): due-row query ${ms.toFixed(2)} ms/tick (fill ${(fillMs / 1000).toFixed(1)} s)`,
  );
}
await database.close();
