// `npm run bench:webhooks`: webhook fan-out. Events go into the outbox (10 subscriptions each) in batches of
// 500 per transaction (one INSERT … SELECT fan-out statement each); the delivery pass (what the
// `webhooks.deliver` job runs) signs and POSTs them to a receiver on 127.0.0.1. Reports outbox writes/s,
// deliveries/s draining the backlog and its event→delivery delay (p50/p95), a baseline of signed POSTs without
// the outbox, and the delay at a steady rate with passes every 2 s as in production.
// Sizes: WEBHOOK_BENCH_EVENTS (default 10,000), WEBHOOK_BENCH_SUBS (10), WEBHOOK_BENCH_RATE (events/s, 20),
// WEBHOOK_BENCH_SECONDS (20). PGlite unless TEST_DATABASE_URL is set.
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { createTestDatabase } from '../src/test/harness.js';
import { spaces, webhooks } from '../src/db/schema/index.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/lib/logger.js';
import { secretsFor } from '../src/lib/secrets.js';
import type { AppContext } from '../src/lib/context.js';
import { emitWebhookEvents } from '../src/modules/webhooks/outbox.js';
import { deliverDue } from '../src/modules/webhooks/delivery.js';
import { postJson } from '../src/modules/webhooks/post.js';
import { signedHeaders } from '../src/modules/webhooks/signing.js';

const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 10_000);
const SUBS = Number(process.env.WEBHOOK_BENCH_SUBS ?? 10);
const RATE = Number(process.env.WEBHOOK_BENCH_RATE ?? 20);
const SECONDS = Number(process.env.WEBHOOK_BENCH_SECONDS ?? 20);
const BATCH = 500;
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const database = await createTestDatabase();
const ctx = {
  config: {
    ...loadConfig({}),
    dataDir: '/tmp/leadloop-bench-webhooks',
    egress: { allowHosts: ['127.0.0.1'], dnsServers: [] },
  },
  database,
  db: database.db,
  log: createLogger('warn'),
} as unknown as AppContext;

let received = 0;
let verified = false;
let delays: number[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received++;
    if (!verified) {
      new Webhook(SECRET).verify(body, req.headers as Record<string, string>);
      verified = true;
    }
    const sent = (JSON.parse(body) as { data: { sent_ms?: number } }).data.sent_ms;
    if (sent) delays.push(Date.now() - sent);
    res.writeHead(200).end();
  });
});
server.keepAliveTimeout = 5000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

const [space] = await ctx.db.insert(spaces).values({ name: 'Bench' }).returning();
const secretEnc = secretsFor(ctx).encrypt(SECRET);
await ctx.db
  .insert(webhooks)
  .values(
    Array.from({ length: SUBS }, () => ({ spaceId: space!.id, url, updateTypes: ['got_reply'], secretEnc })),
  );

// Every event carries the wall-clock time it was written (sent_ms): the receiver measures event → delivery.
const emit = (n: number, offset: number) =>
  ctx.db.transaction((tx) =>
    emitWebhookEvents(
      tx,
      Array.from({ length: n }, (_, i) => ({
        spaceId: space!.id,
        type: 'got_reply' as const,
        key: `bench:${offset + i}`,
        data: { n: offset + i, sent_ms: Date.now() },
      })),
    ),
  );
const pct = (p: number) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))];
const load = () =>
  process.platform === 'linux'
    ? `load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`
    : '';
const progress = (label: string, total: number) =>
  setInterval(
    () =>
      console.log(
        `  … ${label}: ${received} of ${total} received (${((100 * received) / total).toFixed(1)} %), ${load()}`,
      ),
    30_000,
  );
console.log(`start ${new Date().toISOString()}, ${load()}`);

// 1. Outbox writes.
let t0 = performance.now();
for (let i = 0; i < EVENTS; i += BATCH) await emit(Math.min(BATCH, EVENTS - i), i);
const emitS = (performance.now() - t0) / 1000;
console.log(
  `outbox: ${EVENTS} events × ${SUBS} subscriptions in ${emitS.toFixed(1)} s — ${Math.round(EVENTS / emitS)} events/s, ${Math.round((EVENTS * SUBS) / emitS)} delivery rows/s; ${load()}`,
);

// 2. Draining the backlog (the burst: every event waits for the ones written before it).
t0 = performance.now();
const ticker = progress('drain', EVENTS * SUBS);
const sent = await deliverDue(ctx);
clearInterval(ticker);
const drainS = (performance.now() - t0) / 1000;
delays.sort((a, b) => a - b);
console.log(
  `drain: ${sent} deliveries in ${drainS.toFixed(1)} s — ${Math.round(sent / drainS)} deliveries/s (received ${received}, signature verified: ${verified}); burst event→delivery p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${delays.at(-1)} ms; ${load()}`,
);

// Baseline, same run: the same number of signed POSTs to the same receiver straight from memory, 32 in flight
// like the delivery pass (no outbox, no claim, no attempt row) — what signing and HTTP alone cost on this
// machine right now.
{
  const total = sent;
  const body = JSON.stringify({ type: 'got_reply', timestamp: new Date().toISOString(), data: { n: 0 } });
  let next = 0;
  const b0 = performance.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < total) {
        const i = next++;
        await postJson(url, body, signedHeaders(SECRET, `msg_${i}`, new Date(), body), {
          allowHosts: ['127.0.0.1'],
          dnsServers: [],
        });
      }
    }),
  );
  const baseS = (performance.now() - b0) / 1000;
  console.log(
    `baseline: ${total} signed POSTs without the outbox in ${baseS.toFixed(1)} s — ${Math.round(total / baseS)} POSTs/s; ${load()}`,
  );
}
delays = [];

// 3. Steady rate, a delivery pass every 2 s (the job's period): delay from event to delivery.
let stop = false;
const passes = (async () => {
  while (!stop) {
    await deliverDue(ctx);
    await new Promise((r) => setTimeout(r, 2000));
  }
})();
let n = EVENTS;
const end = Date.now() + SECONDS * 1000;
while (Date.now() < end) {
  const tick = Date.now();
  await emit(Math.max(1, Math.round(RATE / 10)), n);
  n += Math.max(1, Math.round(RATE / 10));
  await new Promise((r) => setTimeout(r, Math.max(0, 100 - (Date.now() - tick))));
}
await new Promise((r) => setTimeout(r, 3000));
stop = true;
await passes;
await deliverDue(ctx);
delays.sort((a, b) => a - b);
console.log(
  `steady: ${RATE} events/s × ${SUBS} subscriptions for ${SECONDS} s — ${delays.length} deliveries, event→delivery p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${delays.at(-1)} ms; ${load()}`,
);
server.close();
await database.close();
process.exit(0);
