// `npm run bench:finder` (search half): the prospect finder's people database grown to FINDER_BENCH_PEOPLE
// (default 1,000,000) people from the sandbox seed, then FINDER_BENCH_RUNS (default 60) searches with three
// filters (a seniority, two company sizes, an industry — drawn per run from the type-ahead values), each with
// its count, through the sandbox people provider; beside it, in the same run, a baseline of the bare indexed
// query (one filter, one page, no count). PGlite in memory; PostgreSQL too when TEST_DATABASE_URL or
// DATABASE_URL is set. Writes its section of docs/benchmarks.md. Never run in CI.
import { sql } from 'drizzle-orm';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { ensurePopulation } from '../src/providers/network/sandbox/population.js';
import { SandboxPeople } from '../src/providers/people/index.js';
import { SENIORITIES } from '@leadloop/domain/finder/filters';
import { machine, writeSection } from './lib.js';

const PEOPLE = Number(process.env.FINDER_BENCH_PEOPLE ?? 1_000_000);
const RUNS = Number(process.env.FINDER_BENCH_RUNS ?? 60);
const SEED = 42;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
/** A small deterministic generator, so every database gets the same searches. */
const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

async function run(label: string, database: Database) {
  const db = database.db;
  let t = performance.now();
  await ensurePopulation(db, SEED, PEOPLE);
  const networkMs = performance.now() - t;
  const people = new SandboxPeople(db, async () => undefined);
  t = performance.now();
  await people.ensureReady();
  const finderMs = performance.now() - t;
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from finder_people`),
  ) as [{ n: number }];
  const industries = (
    await people.filterValues('industry', { query: '', excluded: [], offset: 0, limit: 100 })
  ).items;
  const sizes = (await people.filterValues('company_size', { query: '', excluded: [], offset: 0, limit: 10 }))
    .items;
  const random = rng(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const searches = Array.from({ length: RUNS }, () => ({
    seniority: [pick(SENIORITIES)],
    company_size: [Number(pick(sizes).value), Number(pick(sizes).value)],
    industry: [pick(industries).value],
  }));
  // Warm-up: the first searches load indexes into the cache.
  for (const filters of searches.slice(0, 5))
    await people.search({ filters, contactInfo: {}, page: 0, pageSize: 25 });
  const searchMs: number[] = [];
  const totals: number[] = [];
  for (const filters of searches) {
    t = performance.now();
    const page = await people.search({ filters, contactInfo: {}, page: 0, pageSize: 25 });
    searchMs.push(performance.now() - t);
    totals.push(page.total);
  }
  const baselineMs: number[] = [];
  for (const filters of searches) {
    t = performance.now();
    await db.execute(
      sql`select id from finder_people where seniority = ${filters.seniority[0]} order by seq limit 25`,
    );
    baselineMs.push(performance.now() - t);
  }
  const typeAheadMs: number[] = [];
  for (const q of ['vp', 'eng', 'sales', 'head', 'founder', 'data', 'mark', 'oper', 'prod', 'cto']) {
    t = performance.now();
    await people.filterValues('title', { query: q, excluded: [], offset: 0, limit: 20 });
    typeAheadMs.push(performance.now() - t);
  }
  // The same searches without the three-facet index (migration 0062), the statistics kept: what it wins.
  await db.execute(sql`drop index finder_people_facets_idx`);
  const withoutMs: number[] = [];
  for (const filters of searches) {
    t = performance.now();
    await people.search({ filters, contactInfo: {}, page: 0, pageSize: 25 });
    withoutMs.push(performance.now() - t);
  }
  return {
    label,
    withoutP95: pct(withoutMs, 95),
    people: n,
    networkS: networkMs / 1000,
    finderS: finderMs / 1000,
    p50: pct(searchMs, 50),
    p95: pct(searchMs, 95),
    max: Math.max(...searchMs),
    baseP95: pct(baselineMs, 95),
    typeAheadP95: pct(typeAheadMs, 95),
    medianTotal: pct(totals, 50),
  };
}

const rows = [];
const load = machine().load;
// FINDER_BENCH_PGLITE=0: PostgreSQL alone (printed, the section is not rewritten).
const withPglite = process.env.FINDER_BENCH_PGLITE !== '0';
if (withPglite) {
  const pglite = await openPglite({});
  await migrateDatabase(pglite);
  rows.push(await run('PGlite (embedded, in memory)', pglite));
  await pglite.close();
}
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) {
  const pg = await openPostgres(pgUrl, 5);
  await migrateDatabase(pg);
  rows.push(await run('PostgreSQL', pg));
  await pg.close();
}
const m = machine();
const f = (x: number) => x.toFixed(1);
if (withPglite)
  writeSection(
    'finder-search',
    `## Prospect finder: search over ${PEOPLE.toLocaleString('en')} people (\`npm run bench:finder\`)

The sandbox people database (\`providers/people\`, issue 37) grown from the network seed: the network's members
(\`INSERT … SELECT\` over \`generate_series\`), then the finder's people, companies and type-ahead values derived from
them in SQL. Then ${RUNS} searches with three filters — one seniority, two company sizes, one industry, drawn per run
from the type-ahead values — each answering a page of 25 **and its count**, one after another through the provider
(what \`GET /v2/looch/profiles\` runs). Baseline, same run: the bare indexed query (one filter, a page, no count).
Then the same searches again without the three-facet index of migration 0062 (statistics kept), to show what it wins.
The counts are exact (the finder screen shows the number of matches; no estimate is used).
Goal (issue 37): p95 < 300 ms on PGlite, < 100 ms on PostgreSQL.

| Database | People | Network population (s) | Finder database (s) | Search p50 (ms) | Search p95 (ms) | max (ms) | Baseline p95 (ms) | Without facets index p95 (ms) | Type-ahead p95 (ms) | Median count |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.label} | ${r.people.toLocaleString('en')} | ${f(r.networkS)} | ${f(r.finderS)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.max)} | ${f(r.baseP95)} | ${f(r.withoutP95)} | ${f(r.typeAheadP95)} | ${r.medianTotal} |`).join('\n')}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB RAM, Node ${m.node}; load average before the run ${load}, after ${m.load}
(the machine is shared). Measured ${m.date}.`,
  );
console.log(rows);
