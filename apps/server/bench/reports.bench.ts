// `npm run bench:reports`: the reports (activity over 1 year for all accounts, funnel, insight) on a workspace
// with 1,000,000 actions and 100,000 prospects, on PGlite and on PostgreSQL; p50/p95 into docs/benchmarks.md
// (section "reports"). Sizes: BENCH_PROSPECTS (100,000), BENCH_ACTIONS_PER (10 per prospect),
// BENCH_ITERATIONS (50); BENCH_DBS=pglite,postgres. BENCH_WRITE=0 only prints.
import { reportQuerySchema } from '@leadloop/domain';
import os from 'node:os';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { systemScope } from '../src/lib/scope.js';
import { activityReport } from '../src/modules/reports/activity.js';
import { funnelReport } from '../src/modules/reports/funnel.js';
import { insightReport } from '../src/modules/reports/insight.js';
import { foldRollup } from '../src/modules/reports/rollup.js';
import { askForRollup } from '../src/modules/reports/coverage.js';
import { generate, one, run, type BenchWorld } from './inbox-data.js';
import { machine, writeSection } from './lib.js';

const clusterModule = '../../../scripts/pg-cluster.mjs';
const { startCluster } = (await import(clusterModule)) as {
  startCluster(): Promise<{ url: string; port: number; stop(): void }>;
};

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const BASELINE_ITERATIONS = Number(process.env.BENCH_BASELINE_ITERATIONS ?? 10);
const PROSPECTS = Number(process.env.BENCH_PROSPECTS ?? 100_000);
const ACTIONS_PER = Number(process.env.BENCH_ACTIONS_PER ?? 10);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const TZ = 'Europe/Paris';

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Row {
  name: string;
  p50: number;
  p95: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(name: string, fn: () => Promise<unknown>, iterations = ITERATIONS): Promise<Row> {
  for (let i = 0; i < 2; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const row = { name, p50: +pct(samples, 50).toFixed(1), p95: +pct(samples, 95).toFixed(1) };
  console.log(`  ${name}: p50 ${row.p50} ms, p95 ${row.p95} ms`);
  return row;
}

/**
 * The report data on top of the inbox bench's workspace (5 accounts, one campaign each, every prospect in
 * a campaign, 2 messages per conversation): campaign prospects added over the last year, 80 % invited,
 * 30 % accepted, 10 % replied; ACTIONS_PER done-or-failed steps per campaign prospect spread after it was
 * added (view, request with A/B variant, messages, email, follow…); opens and clicks for a third of the
 * e-mails; lead / interested events for 5 % of the prospects. All set-based (INSERT … SELECT generate_series).
 */
async function seed(database: Database): Promise<BenchWorld> {
  const w = await generate(database, { prospects: PROSPECTS, messagesPer: 2 });
  const nodes = JSON.stringify([
    { id: 'n1', type: 'view_profile' },
    { id: 'n2', type: 'connection_request', variants: [{ content: 'A' }, { content: 'B' }] },
    { id: 'n3', type: 'message' },
    { id: 'n4', type: 'email' },
    { id: 'n5', type: 'message' },
    { id: 'n6', type: 'follow' },
    { id: 'n7', type: 'inmail' },
    { id: 'n8', type: 'message' },
    { id: 'n9', type: 'email' },
    { id: 'n10', type: 'message' },
  ]);
  const types = `array['view_profile','connection_request','message','email','message','follow','inmail','message','email','message']`;
  await run(
    database,
    `update workflows set nodes = '${nodes}'::jsonb where space_id = '${w.spaceId}';
     update campaign_prospects set
       created_at = now() - (abs(hashtext(id::text)) % 525600) * interval '1 minute',
       invited_at = case when abs(hashtext(id::text || 'i')) % 10 < 8 then now() - (abs(hashtext(id::text)) % 525600) * interval '1 minute' + interval '5 hours' end,
       connected_at = case when abs(hashtext(id::text || 'i')) % 10 < 3 then now() - (abs(hashtext(id::text)) % 525600) * interval '1 minute' + interval '30 hours' end,
       replied_at = case when abs(hashtext(id::text || 'i')) % 10 < 1 then now() - (abs(hashtext(id::text)) % 525600) * interval '1 minute' + interval '50 hours' end
     where space_id = '${w.spaceId}';
     insert into actions (space_id, credential_id, workflow_id, prospect_id, campaign_prospect_id, node_id, type,
                          idempotency_key, status, variant, started_at, performed_at)
     select cp.space_id, cp.credential_id, cp.workflow_id, cp.prospect_id, cp.id, 'n' || k, (${types})[1 + (k - 1) % 10],
            cp.id::text || ':' || k, case when abs(hashtext(cp.id::text || k)) % 20 = 0 then 'failed' else 'done' end,
            case when (k - 1) % 10 = 1 then (array['A','B'])[1 + abs(hashtext(cp.id::text)) % 2] end,
            least(now(), cp.created_at + k * interval '7 hours'), least(now(), cp.created_at + k * interval '7 hours')
       from campaign_prospects cp cross join generate_series(1, ${ACTIONS_PER}) k where cp.space_id = '${w.spaceId}';
     insert into mailbox_messages (credential_id, transport, message_id, from_address, to_address, subject, text,
                                   client_key, sent_at, opened_at, clicked_at)
     select a.credential_id, 'sandbox', '<' || a.id || '@bench>', 'me@bench.example', 'them@bench.example', 'Hi', 'Hello',
            a.idempotency_key, a.performed_at,
            case when abs(hashtext(a.id::text)) % 3 = 0 then a.performed_at + interval '2 hours' end,
            case when abs(hashtext(a.id::text)) % 9 = 0 then a.performed_at + interval '3 hours' end
       from actions a where a.space_id = '${w.spaceId}' and a.type = 'email' and a.status = 'done';
     insert into workflow_events (space_id, credential_id, workflow_id, prospect_id, type, created_at)
     select cp.space_id, cp.credential_id, cp.workflow_id, cp.prospect_id,
            case when abs(hashtext(cp.id::text || 'l')) % 2 = 0 then 'mark_as_lead' else 'mark_as_customer' end,
            cp.created_at + interval '3 days'
       from campaign_prospects cp where cp.space_id = '${w.spaceId}' and abs(hashtext(cp.id::text || 'e')) % 20 = 0;`,
  );
  // What autovacuum does to a table after a bulk load (visibility map, statistics).
  await run(database, 'vacuum analyze');
  return w;
}

async function explain(database: Database, label: string, fn: () => Promise<unknown>) {
  // Prints the plans of the statements the report runs (PostgreSQL only: auto_explain-like by hand).
  if (!EXPLAIN || !database.pool) return;
  const pool = database.pool;
  const original = pool.query.bind(pool);
  const statements: { text: string; values: unknown[] }[] = [];
  (pool as unknown as { query: unknown }).query = (text: unknown, values?: unknown[]) => {
    const q = typeof text === 'string' ? { text, values } : (text as { text: string; values?: unknown[] });
    if (/^\s*select/i.test(q.text)) statements.push({ text: q.text, values: values ?? q.values ?? [] });
    return original(text as string, values);
  };
  await fn();
  (pool as unknown as { query: unknown }).query = original;
  for (const s of statements) {
    const plan = await original(`explain (analyze, buffers off) ${s.text}`, s.values);
    console.log(
      `\n--- ${label}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
    );
  }
}

async function suite(database: Database, w: BenchWorld, iterations: number): Promise<Row[]> {
  const db = database.db;
  const scope = systemScope(w.spaceId);
  const year = reportQuerySchema.parse({ period: 'years_1', tz: TZ });
  const month = reportQuerySchema.parse({ period: 'months_1', tz: TZ });
  return [
    await time(
      'Activity, 1 year, all accounts (+ previous year)',
      () => activityReport(db, scope, year),
      iterations,
    ),
    await time(
      'Activity, 1 month, one account',
      () => activityReport(db, scope, { ...month, accounts: [w.credentialIds[0]!] }),
      iterations,
    ),
    await time('Funnel, 1 year, all accounts', () => funnelReport(db, scope, year), iterations),
    await time('Insight, 1 year, all accounts', () => insightReport(db, scope, year), iterations),
  ];
}

/**
 * About a minute of a busy workspace's writes between two folds: 20 steps done now, 3 acceptances of
 * people invited months ago (their steps' days change for insight), a reply synced two days late, a lead mark.
 */
async function aMinuteOfWork(database: Database, w: BenchWorld, round: number) {
  await run(
    database,
    `insert into actions (space_id, credential_id, workflow_id, prospect_id, campaign_prospect_id, node_id, type,
                          idempotency_key, status, started_at, performed_at)
     select cp.space_id, cp.credential_id, cp.workflow_id, cp.prospect_id, cp.id, 'n3', 'message',
            cp.id::text || ':live:${round}', 'done', now(), now()
       from campaign_prospects cp where cp.space_id = '${w.spaceId}' order by cp.id limit 20;
     update campaign_prospects set connected_at = now()
       where id in (select id from campaign_prospects where space_id = '${w.spaceId}' and connected_at is null
                    and invited_at is not null order by id limit 3);
     insert into inbox_messages (space_id, conversation_id, credential_id, prospect_id, channel, direction, text, status, sent_at)
     select c.space_id, c.id, c.credential_id, c.prospect_id, 'linkedIn', 'inbound', 'Late reply', 'received', now() - interval '2 days'
       from conversations c where c.space_id = '${w.spaceId}' order by c.id offset ${round} limit 1;
     insert into workflow_events (space_id, credential_id, workflow_id, prospect_id, type)
     select cp.space_id, cp.credential_id, cp.workflow_id, cp.prospect_id, 'mark_as_lead'
       from campaign_prospects cp where cp.space_id = '${w.spaceId}' order by cp.id offset ${round} limit 1;`,
  );
}

/**
 * Seeds, then measures twice on the same data: the baseline — the reports as they read before the rollup
 * of the time zone is built (the log alone) — and now: the rollup built by the job, a minute of writes
 * folded, another minute of writes not folded yet (their days and today are read from the log).
 */
async function bench(label: string, database: Database) {
  await migrateDatabase(database);
  const t0 = performance.now();
  const w = await seed(database);
  const genSec = ((performance.now() - t0) / 1000).toFixed(1);
  const counts = await one<{ p: number; a: number }>(
    database,
    `select (select count(*)::int from prospects where space_id = '${w.spaceId}') as p, (select count(*)::int from actions where space_id = '${w.spaceId}') as a`,
  );
  console.log(`${label}: ${counts.p} prospects, ${counts.a} actions in ${genSec} s`);
  const loadBefore = loadavg();
  console.log(' baseline (no rollup yet):');
  const before = BASELINE_ITERATIONS > 0 ? await suite(database, w, BASELINE_ITERATIONS) : [];
  const scope = systemScope(w.spaceId);
  const year = reportQuerySchema.parse({ period: 'years_1', tz: TZ });
  // The first report asked for the rollup: the job builds it, then folds what the next minute wrote.
  await askForRollup(database.db, { spaceId: w.spaceId, tz: TZ, now: new Date() });
  let t1 = performance.now();
  await foldRollup(database.db, w.spaceId, TZ);
  const buildSec = ((performance.now() - t1) / 1000).toFixed(1);
  await aMinuteOfWork(database, w, 1);
  t1 = performance.now();
  await foldRollup(database.db, w.spaceId, TZ);
  const foldMs = (performance.now() - t1).toFixed(0);
  await aMinuteOfWork(database, w, 2);
  await run(database, 'vacuum analyze');
  console.log(` rollup built in ${buildSec} s, a minute's fold in ${foldMs} ms; now:`);
  await explain(database, 'activity', () => activityReport(database.db, scope, year));
  await explain(database, 'insight', () => insightReport(database.db, scope, year));
  const rows = await suite(database, w, ITERATIONS);
  return { label, rows, before, genSec, buildSec, foldMs, counts, load: `${loadBefore} → ${loadavg()}` };
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

/** What the measurements showed; kept with the figures. */
const FINDINGS = `**How.** Reading the log, a year of activity reads every done action of the year (~1,000,000 index entries)
and hash-aggregates them by local day, account, campaign and type; the e-mail opens join the actions, the first
replies anti-join the inbox; insight joins each action to its campaign prospect. No index removes that work. The
rollup (README "How reports stay fast: the rollup") keeps what those queries return per local day for each
(workspace, time zone in use); the \`reports.rollup\` job folds the log into it every minute in one kept snapshot, and
a report reads from the log only the days written since (triggers mark them) and today, one run of consecutive days
at a time, and corrects insight row by row for prospects who accepted or replied since. Two measured traps: one log
read over a window of scattered days scanned every action between them (40 ms of 60), and re-reading the days of a
late acceptance's steps cost insight 400 ms — hence runs and corrections. Earlier findings kept: JIT is off on the
app's connections (100–250 ms of JIT per report query), partial indexes for opens and clicks, the covering index of
done actions. The funnel reads campaign prospects by cohort and is not rolled up.`;

const m = machine();
const names = results[0]!.rows.map((r) => r.name);
const cell = (r: Row | undefined) => (r ? `${r.p50} / ${r.p95}` : '–');
const header = `| Report | ${results.map((r) => `${r.label} baseline p50 / p95 | ${r.label} now p50 / p95`).join(' | ')} |`;
const sep = `|---|${results.map(() => '---:|---:').join('|')}|`;
const body = names
  .map(
    (name, i) =>
      `| ${name} | ${results.map((r) => `${cell(r.before[i])} | ${cell(r.rows[i])}`).join(' | ')} |`,
  )
  .join('\n');
const table = `${header}\n${sep}\n${body}`;
console.log(`\n${table}\n`);
if (process.env.BENCH_WRITE !== '0')
  writeSection(
    'reports',
    `## Reports: ${results[0]!.counts.a.toLocaleString('en')} actions, ${results[0]!.counts.p.toLocaleString('en')} prospects

One workspace, 5 accounts with a 10-step campaign each; every prospect in a campaign, added over the last year;
${ACTIONS_PER} steps per campaign prospect (5 % failed), 80 % invited, 30 % accepted, 10 % replied, opens for a third of
the e-mails, lead/interested events for 5 %. Seeded by set-based \`INSERT … SELECT generate_series\` then
\`VACUUM ANALYZE\` (${results.map((r) => `${r.label}: ${r.genSec} s`).join(', ')}). Each figure is the service function
the API route calls (SQL + mapping, no HTTP), time zone Europe/Paris, run ${ITERATIONS} times (baseline
${BASELINE_ITERATIONS}) after 2 warm-ups, one at a time, in ms. Goals: p95 < 100 ms on PostgreSQL, < 400 ms on PGlite.
Baseline (same run, same data): the reports before the time zone's rollup is built — the log alone, as every
report read before this change. Now: the rollup built by the job (${results.map((r) => `${r.label}: ${r.buildSec} s`).join(', ')}), a minute of a busy
workspace's writes folded (${results.map((r) => `${r.label}: ${r.foldMs} ms`).join(', ')}) and another minute's not folded yet — 20 steps done, 3
acceptances of people invited months ago, a reply synced 2 days late, a lead mark — so the changed days and today
are read from the log.

${table}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB RAM, Node ${m.node}, shared with other sessions. Load average
(\`uptime\`) when each database's measurements started → ended: ${results.map((r) => `${r.label}: ${r.load}`).join('; ')}.
Measured ${m.date}. Run with \`npm run bench:reports\` (BENCH_PROSPECTS, BENCH_ACTIONS_PER, BENCH_ITERATIONS,
BENCH_BASELINE_ITERATIONS, BENCH_DBS, BENCH_EXPLAIN=1 prints the PostgreSQL plans).

${FINDINGS}`,
  );
