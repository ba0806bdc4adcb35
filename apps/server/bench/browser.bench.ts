// `npm run bench:browser`: the cloud browser driver against the sandbox network's pages (real Chromium), beside
// the function path in the same run. For BROWSER_BENCH_ACCOUNTS (default "10,50") open accounts: each signs in
// through the pages (one context and page each, in one Chromium), then sends BROWSER_BENCH_ACTIONS (default 2)
// invitations with a note, BROWSER_BENCH_CONCURRENCY (default 4) accounts acting at a time, all of them open. Reports
// actions per minute, and Chromium's memory (RSS and PSS summed over its processes, read from /proc) with one
// account open and with all of them — the difference per added account is what one more open account costs.
// The function path sends the same number of invitations for as many accounts through the simulation.
// Pacing is the tests' (no reading pauses, 0–1 ms per key): the mechanism's cost, not a human's speed.
// Never run in CI.
import { readFileSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../src/test/harness.js';
import { credentials, sandboxMembers, spaces } from '../src/db/schema/index.js';
import { createSecrets } from '../src/lib/secrets.js';
import { SandboxNetwork } from '../src/providers/network/sandbox/sandbox-network.js';
import { startSandboxWeb } from '../src/providers/network/web/server.js';
import { createBrowserNetwork, PER_CONTEXT_MB } from '../src/providers/network/browser/index.js';
import type { NetworkAccount, NetworkDriver } from '../src/providers/network/driver.js';
import { credentialBrowserStore } from '../src/modules/credentials/index.js';
import { machine, writeSection } from './lib.js';

const SIZES = (process.env.BROWSER_BENCH_ACCOUNTS ?? '10,50').split(',').map(Number);
const ACTIONS = Number(process.env.BROWSER_BENCH_ACTIONS ?? 2);
/** Accounts acting at once: a worker's engine concurrency (ENGINE_CONCURRENCY, 4 on PostgreSQL). */
const AT_ONCE = Number(process.env.BROWSER_BENCH_CONCURRENCY ?? 4);
const FAST = { keyMs: [0, 1] as [number, number], dwellMs: [0, 0] as [number, number], scroll: false };
const MB = 1024;

/** Chromium's processes: this process's descendants, with their RSS and PSS (kB, from /proc). */
function chromiumMemory(): { processes: number; rssMb: number; pssMb: number } {
  const parent = new Map<number, number>();
  const name = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      name.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
      parent.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let rss = 0;
  let pss = 0;
  let processes = 0;
  for (const pid of parent.keys()) {
    if (!mine(pid) || !/chrom/i.test(name.get(pid) ?? '')) continue;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      processes++;
    } catch {
      // gone meanwhile
    }
  }
  return { processes, rssMb: rss / MB, pssMb: pss / MB };
}

const database = await createTestDatabase();
const db = database.db;
const network = new SandboxNetwork(db, { seed: 9, population: 4000, challengeRate: 0 });
await network.ensureReady();
const web = await startSandboxWeb({ network, maxRequestsPerSecond: 10_000 });
const [space] = await db.insert(spaces).values({ name: 'Browser bench' }).returning();
// Invitation targets: members past the first 500 (an account's own member is one of those).
const targets = (
  await db
    .select({ id: sandboxMembers.id })
    .from(sandboxMembers)
    .where(sql`${sandboxMembers.seq} > 500 and ${sandboxMembers.seq} % 101 <> 0`)
    .orderBy(sandboxMembers.seq)
).map((m) => m.id);
let nextTarget = 0;
let made = 0;

async function accounts(n: number, label: string): Promise<NetworkAccount[]> {
  const rows = await db
    .insert(credentials)
    .values(
      Array.from({ length: n }, () => ({
        spaceId: space!.id,
        username: `${label}${++made}@bench.example.com`,
        timezone: 'Europe/Paris',
      })),
    )
    .returning();
  return rows.map((r) => ({ credentialId: r.id, username: r.username }));
}

/** Every account sends its invitations one after the other, AT_ONCE accounts at a time: actions per minute. */
async function invitations(driver: NetworkDriver, list: NetworkAccount[]) {
  const jobs = list.map((account) => ({
    account,
    members: targets.slice(nextTarget, (nextTarget += ACTIONS)),
  }));
  const started = performance.now();
  const errors = new Map<string, number>();
  await bounded(jobs, AT_ONCE, async ({ account, members }) => {
    for (const member of members)
      await driver
        .sendInvitation(account, member, {
          note: 'Hi, glad to connect.',
          clientKey: `${account.credentialId}:${member}`,
        })
        .catch((e: unknown) => {
          const code = (e as { code?: string }).code ?? String((e as Error).message).slice(0, 80);
          errors.set(code, (errors.get(code) ?? 0) + 1);
        });
  });
  const seconds = (performance.now() - started) / 1000;
  const failed = [...errors.values()].reduce((a, b) => a + b, 0);
  const done = list.length * ACTIONS - failed;
  return {
    seconds,
    done,
    failed,
    errors: [...errors].map(([k, v]) => `${k} ×${v}`).join(', '),
    perMinute: (done / seconds) * 60,
  };
}

/** At most `limit` at once. */
async function bounded<T>(items: T[], limit: number, fn: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await fn(item);
    }),
  );
}

const rows: string[] = [];
const notes: string[] = [];
for (const size of SIZES) {
  // The function path: the same invitations through the simulation.
  const plain = await accounts(size, 'function');
  for (const a of plain) await network.login({ account: a, password: 'secret' });
  const fn = await invitations(network, plain);

  const { driver, pool } = createBrowserNetwork({
    origin: web.url127,
    store: credentialBrowserStore(db, createSecrets('browser-bench')),
    chromiumPath: '/usr/bin/chromium',
    // Room for every account of the run: this measures what they cost, it does not evict them.
    memoryMb: (size + 5) * PER_CONTEXT_MB,
    pacing: FAST,
    timeoutMs: 120_000,
  });
  const list = await accounts(size, 'browser');
  const loginStart = performance.now();
  await driver.login({ account: list[0]!, password: 'secret' });
  const one = chromiumMemory();
  await bounded(list.slice(1), 5, (a) => driver.login({ account: a, password: 'secret' }));
  const loginSeconds = (performance.now() - loginStart) / 1000;
  const all = chromiumMemory();
  let peak = all;
  const sampler = setInterval(() => {
    const m = chromiumMemory();
    if (m.pssMb > peak.pssMb) peak = m;
  }, 1000);
  const br = await invitations(driver, list);
  clearInterval(sampler);
  const after = chromiumMemory();
  if (after.pssMb > peak.pssMb) peak = after;
  await pool.shutdown();
  const perAccountPss = (all.pssMb - one.pssMb) / Math.max(1, size - 1);
  const perAccountRss = (all.rssMb - one.rssMb) / Math.max(1, size - 1);
  const perAccountPeak = (peak.pssMb - one.pssMb) / Math.max(1, size - 1);
  rows.push(
    `| Function path (simulation) | ${size} | ${fn.done} | ${fn.seconds.toFixed(1)} | ${fn.perMinute.toFixed(0)} | — | — | — |`,
    `| Browser driver (pages, Chromium) | ${size} | ${br.done} | ${br.seconds.toFixed(1)} | ${br.perMinute.toFixed(0)} | ${all.pssMb.toFixed(0)} (${all.processes} processes) | ${perAccountPss.toFixed(1)} PSS / ${perAccountRss.toFixed(1)} RSS | ${perAccountPeak.toFixed(1)} |`,
  );
  notes.push(
    `${size} accounts: sign-ins through the pages took ${loginSeconds.toFixed(1)} s (5 at once); Chromium with one account open: ${one.pssMb.toFixed(0)} MB PSS, ${one.rssMb.toFixed(0)} MB RSS summed; ${br.failed} browser invitations failed${br.errors ? ` (${br.errors})` : ''}, ${fn.failed} function ones.`,
  );
  console.log(rows.slice(-2).join('\n'));
  console.log(notes.at(-1));
}
await web.close();
await database.close();

const m = machine();
writeSection(
  'browser',
  `## Cloud browser driver (\`npm run bench:browser\`, issue 41)

Each open account is one context and one page in a single Chromium (\`/usr/bin/chromium\`, headless), signed in
through the sandbox network's pages; then every account sends ${ACTIONS} invitations with a note, ${AT_ONCE} accounts
acting at a time (a worker's engine concurrency on PostgreSQL) while all stay open, each result read back from the
page it lands on. The function path sends the same
invitations through the simulation in the same run. Pacing is the tests' (no reading pauses, keys 0–1 ms): the
mechanism's cost; a human's pacing (the driver's default) adds seconds of dwell and typing per action on purpose.
Memory is Chromium's, summed over its processes from /proc (PSS shares the pages processes share; RSS counts them
in each): "per added account" is (all accounts open − one account open) / (accounts − 1), after the sign-ins;
"peak" is the same difference at the highest PSS seen while the invitations ran.

| Path | Accounts | Invitations | Seconds | Actions/min | Chromium memory, all open (MB PSS) | Per added account (MB) | Peak per account (MB PSS) |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

${notes.join('\n')}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB, Node ${m.node}, load before the run ${m.load}. Measured ${m.date}.`,
);
