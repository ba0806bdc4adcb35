// `npm run bench:enrich`: bulk enrichment (issue 37) of ENRICH_BENCH_PROSPECTS workspace prospects (default
// 10,000) through a two-source waterfall (Hunter, then Apollo) against the local stateful fakes, each email
// checked for real (MX on a local DNS server, RCPT TO probe on a local SMTP server), charged once per verified
// hit. Beside it, in the same run, the baseline: the bare provider calls the waterfall makes (Hunter, then
// Apollo when Hunter missed), nothing else. PGlite unless TEST_DATABASE_URL is set.
import { createTestDatabase } from '../src/test/harness.js';
import { enrichmentWorld, type FakePerson } from '../src/test/enrichment-world.js';
import { enrichmentSettings, spaces } from '../src/db/schema/index.js';
import { grantCredits } from '../src/modules/credits/index.js';
import { upsertProspects } from '../src/modules/prospects-core/index.js';
import {
  createEmailVerifier,
  createEnrichmentSources,
  type EnrichmentQuery,
} from '../src/providers/enrichment/index.js';
import { BULK_CONCURRENCY, runBulkEnrich, startBulkEnrich } from '../src/modules/enrichment/bulk.js';
import type { EnrichDeps } from '../src/modules/enrichment/deps.js';
import type { AccountScope } from '../src/modules/prospects/index.js';
import { machine, writeSection } from './lib.js';

const N = Number(process.env.ENRICH_BENCH_PROSPECTS ?? 10_000);
const world = await enrichmentWorld();
world.domain('acme.test');
world.domain('anything.test', 'catch_all');
// 45 % known to Hunter, 35 % only to Apollo (the second source fills them), 5 % on a catch-all domain, the rest unknown
const people: FakePerson[] = [];
for (let i = 0; i < N; i++) {
  const bucket = i % 20;
  const domain = bucket === 19 ? 'anything.test' : 'acme.test';
  const p: FakePerson = {
    firstName: `P${i}`,
    lastName: 'Bench',
    domain,
    email: `p${i}@${domain}`,
    phone: `+1555${i}`,
  };
  people.push(p);
  if (bucket < 16 || bucket === 19) world.person(p);
  if (bucket < 9 || bucket === 19) world.hunter.people.push(p);
  else if (bucket < 16) world.apollo.people.push(p);
}

const database = await createTestDatabase();
const db = database.db;
const [space] = await db.insert(spaces).values({ name: 'Enrichment bench' }).returning();
await grantCredits(db, space!.id, N, 'admin');
await db.insert(enrichmentSettings).values({
  spaceId: space!.id,
  emailSources: ['hunter', 'apollo'],
  phoneSources: ['apollo'],
  catchAllPolicy: 'send',
  refreshAfterDays: 90,
});
const ids = await upsertProspects(
  db,
  space!.id,
  people.map((p) => ({
    profileLink: `https://network.sandbox.local/in/${p.firstName.toLowerCase()}`,
    networkId: p.firstName.toLowerCase(),
    firstName: p.firstName,
    lastName: p.lastName,
    company: p.domain,
    companyDomain: p.domain,
  })),
);
const setup = { db, egress: { allowHosts: ['127.0.0.1'], dnsServers: [] }, enrichment: world.config() };
const sources = createEnrichmentSources(setup);
const deps: EnrichDeps = { db, sources, verifier: createEmailVerifier(setup), now: () => new Date() };

// Baselines: the bare calls in the waterfall's order (Hunter, then Apollo when Hunter missed), one prospect
// after another, then BULK_CONCURRENCY prospects at once (as the run does).
const bare = async (p: FakePerson) => {
  const q: EnrichmentQuery = {
    networkId: null,
    profileLink: '',
    firstName: p.firstName,
    lastName: p.lastName,
    company: p.domain,
    companyDomain: p.domain,
  };
  const hit = await sources.hunter!.findContact(q);
  if (!hit.email) await sources.apollo!.findContact(q);
};
const t0 = performance.now();
for (const p of people) await bare(p);
const baselineMs = performance.now() - t0;
const tc = performance.now();
let nextBare = 0;
await Promise.all(
  Array.from({ length: BULK_CONCURRENCY }, async () => {
    while (nextBare < people.length) await bare(people[nextBare++]!);
  }),
);
const concurrentMs = performance.now() - tc;
const calls = (world.hunter.calls + world.apollo.calls) / 2;
world.hunter.calls = 0;
world.apollo.calls = 0;

const scope = { spaceId: space!.id, userId: '', credentialIds: null } as unknown as AccountScope;
const t1 = performance.now();
const run = await startBulkEnrich({}, deps, scope, { ids: [...ids.values()] });
const runMs = performance.now() - t1;
const again = await runBulkEnrich(deps, run._id); // a redelivered job: nothing left, nothing charged
const m = machine();
const rate = (n: number, ms: number) => Math.round((n / ms) * 1000);
const lines = [
  `| Bare provider calls, one after another (baseline) | ${N} | ${calls} | ${(baselineMs / 1000).toFixed(1)} | ${rate(N, baselineMs)} | — | — |`,
  `| Bare provider calls, ${BULK_CONCURRENCY} at once (baseline) | ${N} | ${calls} | ${(concurrentMs / 1000).toFixed(1)} | ${rate(N, concurrentMs)} | — | — |`,
  `| Bulk run (waterfall, SMTP check, charges, provenance, cursor) | ${N} | ${world.hunter.calls + world.apollo.calls} | ${(runMs / 1000).toFixed(1)} | ${rate(N, runMs)} | ${run.found} | ${run.credits_spent} |`,
];
const md = `## Enrichment: bulk run against the fakes (issue 37)

\`npm run bench:enrich\`: ${N.toLocaleString('en')} workspace prospects through a Hunter → Apollo waterfall against the local
stateful fakes (45 % found by Hunter, 35 % only by Apollo, 5 % on a catch-all domain, 15 % unknown). Each email found
is checked for real — MX on a local DNS server, a RCPT TO probe plus a random address on a local SMTP server — and
a verified one is charged once with its idempotency key, stored with its provenance, the run's cursor moved. The
baseline is the same provider calls alone, in the same run. One process, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}; the run enriches one prospect, then up to ${BULK_CONCURRENCY} at once
(bulk.ts: the provider calls and the SMTP probes are waits), writing its done marks and counters every 25 prospects.

| Work | Prospects | Provider calls | Seconds | Prospects/s | Found | Credits |
|---|---:|---:|---:|---:|---:|---:|
${lines.join('\n')}

Bulk run at ${((runMs / baselineMs) * 100).toFixed(0)} % of the baseline's time per prospect (${(baselineMs / N).toFixed(2)} ms bare, ${(runMs / N).toFixed(2)} ms
enriched). The redelivered job afterwards found nothing left (status ${again.status}, credits ${again.credits_spent}).
Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB, Node ${m.node}, load average at the end of the run ${m.load}. Measured ${m.date}.`;
console.log(md);
if (process.env.ENRICH_BENCH_WRITE !== '0') writeSection('enrich', md);
await world.close();
await database.close();
process.exit(0);
