// `npm run bench:warmup` (issue 39; never in CI): WARMUP_BENCH_MAILBOXES (default 1,000) AI mailboxes, in
// workspaces of WARMUP_BENCH_POOL (default 10: each workspace's mailboxes are one warm-up pool), warm up for
// WARMUP_BENCH_DAYS (default 14) simulated days with the recommended settings (25 a day, ramp-up 3, reply
// rate 33 %, every day 9–18 UTC). The `mailboxes.warmup` job's pass runs every WARMUP_BENCH_PASS_MIN
// (default 60) simulated minutes of the working hours. Measured: warm-up messages (sends and replies) per
// second and database statements per warm-up message. Baseline, same run, on a fresh database seeded alike:
// bare sends through the same transport (`sendViaAiMailboxOf`, one at a time, no warm-up planning), as many
// as the warm-up made up to WARMUP_BENCH_BASELINE (default 20,000: one statement each, its rate is flat).
// Mail is recorded, not delivered (no AI_MAIL_SMTP): what is measured is the warm-up's own cost.
// PGlite (statements counted at the PGlite client).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { createTestAppOn, createTestDatabase, type TestApp } from '../src/test/harness.js';
import { aiDomains, aiMailboxes, credentials, integrations, spaces } from '../src/db/schema/index.js';
import { clock } from '../src/lib/clock.js';
import { secretsFor } from '../src/lib/secrets.js';
import { runWarmup } from '../src/modules/mailboxes/index.js';
import { AI_MAILBOX_TYPE, sendViaAiMailboxOf, type SmtpSettings } from '../src/providers/mailbox/index.js';

const MAILBOXES = Number(process.env.WARMUP_BENCH_MAILBOXES ?? 1000);
const POOL = Number(process.env.WARMUP_BENCH_POOL ?? 10);
const DAYS = Number(process.env.WARMUP_BENCH_DAYS ?? 14);
const PASS_MIN = Number(process.env.WARMUP_BENCH_PASS_MIN ?? 60);
const BASELINE = Number(process.env.WARMUP_BENCH_BASELINE ?? 20_000);
const START = Date.parse('2026-03-02T00:00:00Z');
const WARMUP = {
  sending_period: 'everyday' as const,
  time_zone: 'UTC',
  work_start: 9,
  work_end: 18,
  per_day: 25,
  ramp_up_increment: 3,
  reply_rate_percent: 33,
};

/** Counts every statement the PGlite client runs (a transaction: its BEGIN and COMMIT too). */
function countStatements(pglite: PGlite) {
  const counter = { n: 0 };
  const wrap = (target: { query: PGlite['query']; exec: PGlite['exec'] }) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((...args: Parameters<PGlite['query']>) => {
      counter.n++;
      return query(...args);
    }) as PGlite['query'];
    target.exec = ((...args: Parameters<PGlite['exec']>) => {
      counter.n++;
      return exec(...args);
    }) as PGlite['exec'];
  };
  wrap(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      counter.n += 2;
      wrap(tx as unknown as PGlite);
      return fn(tx);
    })) as PGlite['transaction'];
  return counter;
}

async function world() {
  clock.advance(START - clock.nowMs());
  const database = await createTestDatabase();
  const t = await createTestAppOn(database, {
    aiMail: { smtp: null, sendingIp: '127.0.0.1', mxHost: 'mx.bench.test', dnsPort: null },
  });
  const secrets = secretsFor(t.ctx);
  const db = t.ctx.db;
  const mailboxes: { integrationId: string; email: string }[] = [];
  for (let s = 0; s * POOL < MAILBOXES; s++) {
    const [space] = await db
      .insert(spaces)
      .values({ name: `Bench ${s}` })
      .returning();
    const [cred] = await db
      .insert(credentials)
      .values({
        spaceId: space!.id,
        username: `sales${s}@bench.test`,
        timezone: 'UTC',
      } as typeof credentials.$inferInsert)
      .returning();
    const size = Math.min(POOL, MAILBOXES - s * POOL);
    for (let d = 0; d * 3 < size; d++) {
      const name = `warm-${s}-${d}.com`;
      const [domain] = await db
        .insert(aiDomains)
        .values({
          spaceId: space!.id,
          name,
          status: 'ready',
          registrar: 'sandbox',
          readyAt: new Date(START),
          dkimSelector: 'll1',
          dkimPublicKey: 'bench',
          dkimPrivateKeyEnc: 'bench',
          dnsProvider: 'sandbox',
        })
        .returning();
      for (const local of ['ann', 'bob', 'cara'].slice(0, Math.min(3, size - d * 3))) {
        const email = `${local}@${name}`;
        const settings: SmtpSettings = { host: '', port: 25, secure: false, username: email, password: 'x' };
        const [integration] = await db
          .insert(integrations)
          .values({
            spaceId: space!.id,
            credentialId: cred!.id,
            type: AI_MAILBOX_TYPE,
            status: 'connected',
            email,
            settingsEnc: secrets.encryptJson(settings),
            connectedAt: new Date(START),
          })
          .returning();
        await db.insert(aiMailboxes).values({
          spaceId: space!.id,
          domainId: domain!.id,
          integrationId: integration!.id,
          email,
          senderName: `${local} ${s}`,
          warmup: WARMUP,
          warmupStartedAt: new Date(START),
          createdAt: new Date(START),
        });
        mailboxes.push({ integrationId: integration!.id, email });
      }
    }
  }
  const counter = countStatements(database.pglite as unknown as PGlite);
  return { t, database, counter, mailboxes };
}

const messagesOf = async (t: TestApp) =>
  Number(
    (
      (await t.ctx.db.execute(sql`select count(*)::int as n from mailbox_messages`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

// Warm-up: every pass of every working hour of every day, on the simulated clock.
const warm = await world();
const passesPerDay = Math.floor(((WARMUP.work_end - WARMUP.work_start) * 60) / PASS_MIN);
warm.counter.n = 0;
const w0 = performance.now();
for (let day = 0; day < DAYS; day++) {
  for (let p = 0; p < passesPerDay; p++) {
    const at =
      START + day * 86_400_000 + WARMUP.work_start * 3_600_000 + (p + 1) * PASS_MIN * 60_000 - 60_000;
    clock.advance(at - clock.nowMs());
    await runWarmup(warm.t.ctx, clock.now());
  }
  process.stdout.write(`day ${day + 1}: ${await messagesOf(warm.t)} messages\r`);
}
const warmMs = performance.now() - w0;
const warmStatements = warm.counter.n;
const warmMessages = await messagesOf(warm.t);
await warm.t.close();

// Baseline: as many bare sends, each from a mailbox to another of its pool, on a fresh database.
const bare = await world();
const secrets = secretsFor(bare.t.ctx);
const rows = await bare.t.ctx.db.select().from(integrations);
const rowOf = new Map(rows.map((r) => [r.id, r]));
const settingsOf = new Map(rows.map((r) => [r.id, secrets.decryptJson<SmtpSettings>(r.settingsEnc!)]));
bare.counter.n = 0;
const bareMessages = Math.min(warmMessages, BASELINE);
const b0 = performance.now();
for (let i = 0; i < bareMessages; i++) {
  const from = bare.mailboxes[i % bare.mailboxes.length]!;
  const to = bare.mailboxes[(i + 1) % bare.mailboxes.length]!;
  const row = rowOf.get(from.integrationId)!;
  await sendViaAiMailboxOf(bare.t.ctx, row, settingsOf.get(row.id)!, {
    to: to.email,
    subject: `Quick note ${i}`,
    text: 'Just checking in about this week. Talk soon.',
    clientKey: `bare:${i}`,
  });
}
const bareMs = performance.now() - b0;
const bareStatements = bare.counter.n;
await bare.t.close();

const line = (name: string, messages: number, ms: number, statements: number) => ({
  run: name,
  messages,
  seconds: (ms / 1000).toFixed(1),
  'messages/s': Math.round(messages / (ms / 1000)),
  statements,
  'statements/message': (statements / messages).toFixed(4),
});
console.log(
  `\n${MAILBOXES} mailboxes (pools of ${POOL}), ${DAYS} days, a pass every ${PASS_MIN} min of 9–18 UTC (${passesPerDay} a day)`,
);
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${new Date().toISOString()}, PGlite`,
);
console.table([
  line('warm-up (runWarmup passes)', warmMessages, warmMs, warmStatements),
  line('baseline: bare sends', bareMessages, bareMs, bareStatements),
]);
clock.reset();
