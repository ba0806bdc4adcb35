// Sandbox network: how long the 100,000-member population takes to generate on first use, and how fast the
// driver answers the engine's hot calls (invitation, message, exactly-once state), on PGlite and PostgreSQL.
import { count } from 'drizzle-orm';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { sandboxMembers } from '../src/db/schema/index.js';
import { SandboxNetwork } from '../src/providers/network/index.js';
import { machine, writeSection } from './lib.js';
// @ts-expect-error plain ESM helper shared with the test scripts
import { startCluster } from '../../../scripts/pg-cluster.mjs';

const POPULATION = 100_000;
const CALLS = 500;

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const net = new SandboxNetwork(database.db, {
    seed: 42,
    population: POPULATION,
    challengeRate: 0,
    weeklyInvitationLimit: 1e9,
    pendingInvitationCap: 1e9,
  });
  let t = performance.now();
  await net.ensureReady();
  const generateMs = performance.now() - t;
  const [n] = await database.db.select({ n: count() }).from(sandboxMembers);
  const account = { credentialId: 'bench', username: 'bench@example.com' };
  await net.login({ account, password: 'x' });
  const ids = (
    await database.db
      .select({ id: sandboxMembers.id })
      .from(sandboxMembers)
      .orderBy(sandboxMembers.seq)
      .limit(CALLS + 10)
  )
    .map((r) => r.id)
    .filter((_, i) => (i + 1) % 101 !== 0)
    .slice(0, CALLS);
  t = performance.now();
  for (const id of ids) await net.sendInvitation(account, id, { clientKey: `k-${id}` });
  const inviteMs = (performance.now() - t) / ids.length;
  t = performance.now();
  for (const id of ids) await net.getInvitationState(account, id);
  const stateMs = (performance.now() - t) / ids.length;
  return { label, members: n!.n, generateMs, inviteMs, stateMs };
}

const rows = [];
const pglite = await openPglite({});
rows.push(await run('PGlite (embedded, in memory)', pglite));
await pglite.close();
const cluster = await startCluster();
try {
  const pg = await openPostgres(cluster.url, 5);
  rows.push(await run('PostgreSQL 15', pg));
  await pg.close();
} finally {
  cluster.stop();
}
const m = machine();
writeSection(
  'sandbox-network',
  `## Sandbox network: population and driver calls

First use generates the sandbox population in SQL (\`INSERT … SELECT\` over \`generate_series\`), then the engine's hot
calls go through the driver: \`sendInvitation\` (limits, note cap, seeded acceptance) and \`getInvitationState\` (the
exactly-once check), ${CALLS} calls each, one after another.

| Database | Members | Generate population (s) | sendInvitation (ms/call) | getInvitationState (ms/call) |
|---|---:|---:|---:|---:|
${rows.map((r) => `| ${r.label} | ${r.members} | ${(r.generateMs / 1000).toFixed(1)} | ${r.inviteMs.toFixed(2)} | ${r.stateMs.toFixed(2)} |`).join('\n')}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB RAM, Node ${m.node}, load average before the run ${m.load}. Measured ${m.date}.
Run with \`npm run bench -- sandbox-network\`.`,
);
console.log(rows);
