// `npm run bench:mail-sync`: IMAP inbound sync against a private Dovecot (Debian's dovecot-imapd, started like
// the tests do). A mailbox of MAIL_BENCH_MESSAGES (default 50,000) messages, written straight into its Maildir,
// is synced from an empty cursor (first full sync: every message fetched, parsed, classified and marked once);
// then MAIL_BENCH_ROUNDS (default 50) rounds of "append 1 message over IMAP → synced" (incremental sync). The
// baseline is a 1,000-message mailbox in the same run. PGlite unless TEST_DATABASE_URL is set. Not in CI.
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../src/test/harness.js';
import { startDovecot } from '../src/test/dovecot.js';
import { credentials, integrations, spaces } from '../src/db/schema/index.js';
import { createSecrets } from '../src/lib/secrets.js';
import { syncMailbox } from '../src/modules/inbox/index.js';
import type { SmtpSettings } from '../src/providers/mailbox/index.js';

const BIG = Number(process.env.MAIL_BENCH_MESSAGES ?? 50_000);
const SMALL = Number(process.env.MAIL_BENCH_BASELINE ?? 1_000);
const ROUNDS = Number(process.env.MAIL_BENCH_ROUNDS ?? 50);
const PASSWORD = 'bench-secret';

const users = [
  { user: 'small@bench.example', password: PASSWORD, n: SMALL },
  { user: 'big@bench.example', password: PASSWORD, n: BIG },
];
const dovecot = await startDovecot(users);
const database = await createTestDatabase();
const db = database.db;
const secrets = createSecrets('mail-sync-bench');

const message = (i: number) =>
  [
    `From: Sender ${i} <sender${i % 997}@elsewhere.example>`,
    'To: me@bench.example',
    `Subject: Newsletter ${i}`,
    `Message-ID: <bench-${i}@elsewhere.example>`,
    `Date: ${new Date(Date.now() - (BIG - i) * 60_000).toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Hello, this is message ${i}. `.repeat(20),
    '',
  ].join('\r\n');

/** Writes n messages into the user's Maildir/cur (what a delivery agent does), owned by Dovecot's user. */
function fill(user: string, n: number) {
  const dir = dovecot.maildir(user);
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  const stamp = Math.floor(Date.now() / 1000);
  for (let i = 1; i <= n; i++) writeFileSync(join(dir, 'cur', `${stamp}.M${i}P1.bench:2,S`), message(i));
  execFileSync('chown', ['-R', 'nobody:nogroup', join(dir, '..')]);
}

const [space] = await db.insert(spaces).values({ name: 'Bench' }).returning();
async function mailbox(user: string) {
  const [cred] = await db
    .insert(credentials)
    .values({ spaceId: space!.id, username: user, timezone: 'UTC' } as typeof credentials.$inferInsert)
    .returning();
  const settings: SmtpSettings = {
    host: '127.0.0.1',
    port: 25,
    secure: false,
    username: user,
    password: PASSWORD,
    imap: { host: '127.0.0.1', port: dovecot.port, secure: false, username: user, password: PASSWORD },
  };
  const [row] = await db
    .insert(integrations)
    .values({
      spaceId: space!.id,
      credentialId: cred!.id,
      type: 'smtp',
      status: 'connected',
      email: user,
      settingsEnc: secrets.encryptJson(settings),
    })
    .returning();
  return row!;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const results: Record<string, unknown>[] = [];
for (const u of users) {
  const t0 = performance.now();
  fill(u.user, u.n);
  const writeMs = performance.now() - t0;
  const row = await mailbox(u.user);
  const deps = {
    db,
    secrets,
    egress: { allowHosts: ['127.0.0.1'], dnsServers: [] },
    batch: Number(process.env.MAIL_BENCH_BATCH ?? 500),
  };
  const t1 = performance.now();
  const first = await syncMailbox(deps, row);
  const fullMs = performance.now() - t1;
  if (first.read !== u.n) throw new Error(`first sync read ${first.read} of ${u.n}`);
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    await dovecot.append(u.user, u.password, message(u.n + r + 1));
    const [current] = await db.select().from(integrations).where(eq(integrations.id, row.id));
    const inc = await syncMailbox(deps, current!);
    if (inc.read !== 1) throw new Error(`round ${r} read ${inc.read}`);
    rounds.push(performance.now() - t);
  }
  results.push({
    mailbox: u.n,
    'Maildir written (s)': (writeMs / 1000).toFixed(1),
    'first full sync (s)': (fullMs / 1000).toFixed(1),
    'messages/s': Math.round(u.n / (fullMs / 1000)),
    'append→synced p50 (ms)': Math.round(pct(rounds, 50)),
    'append→synced p95 (ms)': Math.round(pct(rounds, 95)),
  });
  console.table(results.at(-1));
}

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${new Date().toISOString()}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.table(results);
await dovecot.stop();
await database.close();
