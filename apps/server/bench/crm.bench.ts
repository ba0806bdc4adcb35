// `npm run bench:crm`: the native CRM's board with 10,000 deals in one pipeline (6 stages, 5 owners), on
// PGlite and on PostgreSQL: the board call (GET stages: every column's first 50 deals, counts, totals) and
// a move (PATCH deals/{id}/update: within or across stages); p50/p95 into docs/benchmarks.md (section "crm").
// Sizes: BENCH_DEALS (10,000), BENCH_ITERATIONS (50); BENCH_DBS=pglite,postgres. BENCH_WRITE=0 only prints.
import { generateNKeysBetween } from 'fractional-indexing';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { getBoard, moveDeal } from '../src/modules/crm/deals.js';
import type { AccountScope } from '../src/modules/prospects/index.js';
import { one, run } from './inbox-data.js';
import { machine, writeSection } from './lib.js';

const clusterModule = '../../../scripts/pg-cluster.mjs';
const { startCluster } = (await import(clusterModule)) as {
  startCluster(): Promise<{ url: string; port: number; stop(): void }>;
};

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
const DEALS = Number(process.env.BENCH_DEALS ?? 10_000);
const STAGES = 6;
const OWNERS = 5;
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');

interface Row {
  name: string;
  p50: number;
  p95: number;
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(name: string, fn: (i: number) => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < 3; i++) await fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    const inner = await fn(i); // a number: the time of the call itself (without finding its deal)
    samples.push(typeof inner === 'number' ? inner : performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const row = { name, p50: +pct(samples, 50).toFixed(1), p95: +pct(samples, 95).toFixed(1) };
  console.log(`  ${name}: p50 ${row.p50} ms, p95 ${row.p95} ms`);
  return row;
}

/** A workspace with OWNERS users, one pipeline of STAGES stages and DEALS deals spread over them, keyed in order. */
async function seed(database: Database) {
  const spaceId = crypto.randomUUID();
  const pipelineId = crypto.randomUUID();
  const owners = Array.from({ length: OWNERS }, () => crypto.randomUUID());
  const stages = Array.from({ length: STAGES }, () => crypto.randomUUID());
  await run(
    database,
    `insert into users (id, email, password_hash, first_name, last_name)
       select u, 'crm-' || u || '@bench.example', 'x', 'Owner', left(u::text, 4) from unnest(array['${owners.join("','")}']::uuid[]) u;
     insert into crm_pipelines (id, space_id, name) values ('${pipelineId}', '${spaceId}', 'Bench');
     insert into crm_stages (id, space_id, pipeline_id, name, probability, sort_order)
       select s, '${spaceId}', '${pipelineId}', 'Stage ' || o, 10 * o, o - 1
       from unnest(array['${stages.join("','")}']::uuid[]) with ordinality as t(s, o);`,
  );
  const perStage = Math.ceil(DEALS / STAGES);
  const keys = generateNKeysBetween(null, null, perStage);
  await run(
    database,
    `insert into crm_deals (space_id, pipeline_id, stage_id, name, amount, currency, probability, status, position, owner_id, created_by)
     select '${spaceId}', '${pipelineId}', (array['${stages.join("','")}']::uuid[])[1 + (g - 1) % ${STAGES}],
            'Deal ' || g, (g % 97) * 250, 'usd', 50, 'open',
            (array['${keys.join("','")}'])[1 + (g - 1) / ${STAGES}],
            (array['${owners.join("','")}']::uuid[])[1 + g % ${OWNERS}], (array['${owners.join("','")}']::uuid[])[1]
     from generate_series(1, ${DEALS}) g;`,
  );
  await run(database, 'vacuum analyze');
  return { spaceId, pipelineId, owners, stages };
}

type World = Awaited<ReturnType<typeof seed>>;
const scopeOf = (w: World): AccountScope => ({
  spaceId: w.spaceId,
  userId: w.owners[0]!,
  isAdmin: true,
  availableCredentials: null,
  credentialIds: null,
});

/** The baseline: the board as one list of every deal of the pipeline (no per-column page). */
const wholeBoard = (database: Database, w: World, owner?: string) =>
  database.db.execute(
    `select d.*, u.first_name, u.last_name from crm_deals d left join users u on u.id = d.owner_id
     where d.pipeline_id = '${w.pipelineId}' and d.space_id = '${w.spaceId}' and d.status = 'open'${owner ? ` and d.owner_id = '${owner}'` : ''}
     order by d.stage_id, d.position collate "C"` as never,
  );

/**
 * The baseline move: integer positions (a transactional reorder). The deal goes to index `to` of the target
 * column and every row whose number changes is rewritten — on a drop near the top of another column, all the
 * rows below it.
 */
async function renumberMove(database: Database, w: World, id: string, stage: string, index: number) {
  await database.db.transaction(async (tx) => {
    await tx.execute(`select id from crm_stages where id = '${stage}' for update` as never);
    await tx.execute(`update crm_deals set stage_id = '${stage}' where id = '${id}'` as never);
    await tx.execute(
      `update crm_deals d set position = lpad(v.n::text, 8, '0')
       from (select id, row_number() over (order by k, id) as n
               from (select id, (row_number() over (order by position collate "C", id)) - 1 as k
                       from crm_deals where stage_id = '${stage}' and space_id = '${w.spaceId}' and id <> '${id}'
                     union all select '${id}'::uuid, ${index} - 0.5) c) v
       where d.id = v.id and d.position is distinct from lpad(v.n::text, 8, '0')` as never,
    );
  });
}

/** The same workload for both: alternately within a column and into the next one, a deal from the first 40 dropped in the first 50. */
const moveArgs = (w: World, i: number) => {
  const from = w.stages[i % STAGES]!;
  return { from, to: i % 2 ? from : w.stages[(i + 1) % STAGES]!, offset: (i * 7) % 40, index: (i * 13) % 50 };
};

async function bench(label: string, database: Database) {
  await migrateDatabase(database);
  const t0 = performance.now();
  const w = await seed(database);
  const genSec = ((performance.now() - t0) / 1000).toFixed(1);
  const counts = await one<{ n: number }>(
    database,
    `select count(*)::int as n from crm_deals where pipeline_id = '${w.pipelineId}'`,
  );
  console.log(`${label}: ${counts.n} deals seeded in ${genSec} s`);
  const db = database.db;
  const scope = scopeOf(w);
  const loadBefore = machine().load;
  const dealIn = async (stage: string, offset: number) =>
    (
      await one<{ id: string }>(
        database,
        `select id from crm_deals where stage_id = '${stage}' order by position collate "C", id offset ${offset} limit 1`,
      )
    ).id;
  console.log(' baseline:');
  const before = [
    await time('Board: the whole pipeline in one list', () => wholeBoard(database, w)),
    await time('Board, one owner: the whole pipeline', () => wholeBoard(database, w, w.owners[1])),
    await time('Move: column renumbered (integer positions)', async (i) => {
      const a = moveArgs(w, i);
      const id = await dealIn(a.from, a.offset);
      const t = performance.now();
      await renumberMove(database, w, id, a.to, a.index);
      return performance.now() - t;
    }),
  ];
  // The baseline move left plain keys; give the columns fractional keys again.
  for (const stage of w.stages) {
    const ids = await database.db.execute(
      `select id from crm_deals where stage_id = '${stage}' order by position collate "C", id` as never,
    );
    const rows = (ids as unknown as { rows: { id: string }[] }).rows;
    const keys = generateNKeysBetween(null, null, rows.length);
    await run(
      database,
      `update crm_deals d set position = v.pos from (select unnest(array['${rows.map((r) => r.id).join("','")}']::uuid[]) id,
       unnest(array['${keys.join("','")}']) pos) v where d.id = v.id`,
    );
  }
  await run(database, 'vacuum analyze crm_deals');
  console.log(' now:');
  const rows = [
    await time('Board (GET stages): 6 columns × first 50, counts, totals', () =>
      getBoard(db, scope, { pipeline_id: w.pipelineId }),
    ),
    await time('Board filtered by one owner', () =>
      getBoard(db, scope, { pipeline_id: w.pipelineId, owner: w.owners[1]! }),
    ),
    await time('Move (PATCH new_position): within or across stages', async (i) => {
      const a = moveArgs(w, i);
      const id = await dealIn(a.from, a.offset);
      const t = performance.now();
      await moveDeal(db, scope, id, { new_position: a.index, crm_stage: a.to });
      return performance.now() - t;
    }),
  ];
  return { label, before, rows, genSec, deals: counts.n, load: `${loadBefore} → ${machine().load}` };
}

const results: Awaited<ReturnType<typeof bench>>[] = [];
if (DBS.includes('pglite')) {
  const database = await openPglite({});
  results.push(await bench('PGlite (embedded)', database));
  await database.close();
}
if (DBS.includes('postgres')) {
  const cluster = await startCluster();
  try {
    const database = await openPostgres(cluster.url, 5);
    const version = await one<{ server_version: string }>(database, 'show server_version');
    results.push(await bench(`PostgreSQL ${version.server_version.split(' ')[0]}`, database));
    await database.close();
  } finally {
    cluster.stop();
  }
}

const m = machine();
const cell = (r: Row | undefined) => (r ? `${r.p50} / ${r.p95}` : '–');
const header = `| Call | ${results.map((r) => `${r.label} baseline p50 / p95 | ${r.label} now p50 / p95`).join(' | ')} |`;
const sep = `|---|${results.map(() => '---:|---:').join('|')}|`;
const body = results[0]!.rows
  .map(
    (row, i) =>
      `| ${row.name} | ${results.map((r) => `${cell(r.before[i])} | ${cell(r.rows[i])}`).join(' | ')} |`,
  )
  .join('\n');
const table = `${header}\n${sep}\n${body}`;
console.log(`\n${table}\n`);
if (process.env.BENCH_WRITE !== '0')
  writeSection(
    'crm',
    `## CRM board: ${results[0]!.deals.toLocaleString('en')} deals in one pipeline

One pipeline of ${STAGES} stages, ${results[0]!.deals.toLocaleString('en')} open deals spread evenly over them, ${OWNERS} owners
(seeded in ${results.map((r) => `${r.label}: ${r.genSec} s`).join(', ')}, then \`VACUUM ANALYZE\`). Each figure is the
service function the API route calls (SQL + mapping, no HTTP), run ${ITERATIONS} times after 3 warm-ups, one at a
time, in ms. Goals (issue 21): the board opens in < 1 s, a move takes < 100 ms server time.
Baseline (same run, same data): the board as one list of every deal of the pipeline; a move with integer
positions, which renumbers the column (every row after the drop rewritten). Now: the board is paged per column
(first 50 of each stage by the (stage_id, position collate "C") index, plus one grouped count/total query), and a
move writes one row — a fractional key between its new neighbours — under a lock on the target stage's row.

${table}

Machine: ${m.cpus} CPUs (${m.model}), ${m.memGb} GB, Node ${m.node}; load ${results.map((r) => `${r.label} ${r.load}`).join('; ')}
(shared with other work); ${m.date}.`,
  );
