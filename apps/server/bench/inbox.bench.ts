// `npm run bench:inbox`: the inbox and prospects queries on a workspace with 100,000 prospects and
// 1,000,000 messages, on PGlite and on PostgreSQL; p50/p95 into docs/benchmarks.md (section "inbox").
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { listConversations, conversationListQuery } from '../src/modules/inbox/conversations.js';
import { openConversation } from '../src/modules/inbox/thread.js';
import { unreadCounts } from '../src/modules/inbox/unread.js';
import { listProspects } from '../src/modules/prospects/list.js';
import { listQuerySchema } from '../src/modules/prospects/filters.js';
import type { AccountScope } from '../src/modules/prospects/scope.js';
import { generate, one, type BenchWorld } from './inbox-data.js';
import { machine, writeSection } from './lib.js';
import os from 'node:os';

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const clusterModule = '../../../scripts/pg-cluster.mjs';
const { startCluster } = (await import(clusterModule)) as {
  startCluster(): Promise<{ url: string; port: number; stop(): void }>;
};

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const PROSPECTS = Number(process.env.BENCH_PROSPECTS ?? 100_000);

interface Row {
  name: string;
  p50: number;
  p95: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(name: string, fn: (i: number) => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < 10; i++) await fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const row = { name, p50: +pct(samples, 50).toFixed(1), p95: +pct(samples, 95).toFixed(1) };
  console.log(`  ${name}: p50 ${row.p50} ms, p95 ${row.p95} ms`);
  return row;
}

async function suite(database: Database, w: BenchWorld): Promise<Row[]> {
  const db = database.db;
  const admin: AccountScope = {
    spaceId: w.spaceId,
    userId: w.userId,
    isAdmin: true,
    availableCredentials: null,
    credentialIds: null,
  };
  const account: AccountScope = { ...admin, credentialIds: [w.credentialIds[0]!] };
  const member: AccountScope = {
    ...admin,
    isAdmin: false,
    availableCredentials: w.credentialIds.slice(0, 2),
    credentialIds: w.credentialIds.slice(0, 2),
  };
  const cq = (q: Record<string, string>) => conversationListQuery.parse(q);
  const sample = database.pglite
    ? (
        await database.pglite.query<{ id: string }>(
          `select id from conversations where space_id = '${w.spaceId}' order by random() limit 500`,
        )
      ).rows
    : (
        await database.pool!.query(
          `select id from conversations where space_id = '${w.spaceId}' order by random() limit 500`,
        )
      ).rows;
  const rows: Row[] = [];
  rows.push(
    await time('Conversation list, first page (admin, whole workspace)', () =>
      listConversations(db, admin, cq({})),
    ),
  );
  rows.push(
    await time('Conversation list, first page (one account)', () => listConversations(db, account, cq({}))),
  );
  rows.push(
    await time('Conversation list, first page (member, 2 of 5 accounts)', () =>
      listConversations(db, member, cq({})),
    ),
  );
  const firstPage = await listConversations(db, admin, cq({}));
  rows.push(
    await time('Conversation list, second page (keyset cursor)', () =>
      listConversations(db, admin, cq({ cursor: firstPage.next_cursor! })),
    ),
  );
  rows.push(
    await time('Filtered: unread + linkedIn, one account', () =>
      listConversations(db, account, cq({ mark: 'unread', channel: 'linkedIn' })),
    ),
  );
  rows.push(
    await time('Filtered: label (workspace)', () => listConversations(db, admin, cq({ label: w.labelId }))),
  );
  rows.push(
    await time('Filtered: campaign', () => listConversations(db, admin, cq({ campaign: w.workflowIds[1]! }))),
  );
  rows.push(
    await time('Search "walker12" (name, trigram)', () =>
      listConversations(db, admin, cq({ q: 'walker12' })),
    ),
  );
  rows.push(
    await time('Open a conversation (messages + prospect card, mark read)', (i) =>
      openConversation(db, admin, sample[i % sample.length]!.id, { limit: 50 }),
    ),
  );
  rows.push(await time('Unread count (workspace, per account)', () => unreadCounts(db, admin)));
  const pq = (q: Record<string, string>) => listQuerySchema.parse(q);
  rows.push(
    await time('Prospects list, first page (workspace, 100k)', () => listProspects(db, admin, pq({}))),
  );
  rows.push(
    await time('Prospects list, one account + relation filter', () =>
      listProspects(db, account, pq({ relation: 'gotReply' })),
    ),
  );
  rows.push(await time('Prospects list, member (2 of 5 accounts)', () => listProspects(db, member, pq({}))));
  rows.push(
    await time('Prospects list, search "walker12"', () => listProspects(db, admin, pq({ q: 'walker12' }))),
  );
  return rows;
}

async function bench(label: string, database: Database) {
  await migrateDatabase(database);
  const t0 = performance.now();
  const w = await generate(database, { prospects: PROSPECTS, messagesPer: 10 });
  const genSec = ((performance.now() - t0) / 1000).toFixed(1);
  const counts = await one<{ p: number; m: number }>(
    database,
    `select (select count(*)::int from prospects where space_id = '${w.spaceId}') as p, (select count(*)::int from inbox_messages where space_id = '${w.spaceId}') as m`,
  );
  console.log(`${label}: generated ${counts.p} prospects, ${counts.m} messages in ${genSec} s`);
  const loadBefore = loadavg();
  const rows = await suite(database, w);
  return { label, rows, genSec, counts, load: `${loadBefore} → ${loadavg()}` };
}

const results: Awaited<ReturnType<typeof bench>>[] = [];
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
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
const names = results[0]!.rows.map((r) => r.name);
const header = `| Query | ${results.map((r) => `${r.label} p50 / p95 (ms)`).join(' | ')} |`;
const sep = `|---|${results.map(() => '---:').join('|')}|`;
const body = names
  .map(
    (name, i) => `| ${name} | ${results.map((r) => `${r.rows[i]!.p50} / ${r.rows[i]!.p95}`).join(' | ')} |`,
  )
  .join('\n');
writeSection(
  'inbox',
  `## Inbox and prospects: 100,000 prospects, 1,000,000 messages

One workspace, 5 accounts, ${results[0]!.counts.p.toLocaleString('en')} prospects (each in a campaign and a conversation),
${results[0]!.counts.m.toLocaleString('en')} messages; ~5 % unread, ~10 % archived, ~10 % labelled. Data made by set-based
\`INSERT … SELECT generate_series\` (${results.map((r) => `${r.label}: ${r.genSec} s`).join(', ')}), then \`ANALYZE\`.
Each query is the service function the API route calls (SQL + mapping, no HTTP), run ${ITERATIONS} times after 10 warm-ups,
one at a time. Target: p95 under 50 ms on PostgreSQL.

Indexes behind it: conversations (credential_id, is_archived, last_message_at, id) and (space_id, is_archived,
last_message_at, id) for the newest-first keyset list per account and workspace-wide; a partial index of unread,
not-archived conversations per account for the counters; (conversation_id, sent_at, id) on messages for the keyset
page of a thread; trigram GIN on prospects.search_text and on lower(conversations.last_message_text) for search;
GIN on prospects.labels; (space_id, created_at, id) and (space_id, relation, created_at, id) on prospects for the
list's order and the relation filter; GIN on prospects.credential_ids (the accounts a prospect belongs to, kept by
triggers on campaign rows and conversations) for the account scope of members and of a chosen account.

${header}
${sep}
${body}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB RAM, Node ${m.node}. Load average (1/5/15 min, from \`os.loadavg\`,
as \`uptime\` shows it) when each database's queries started → ended: ${results.map((r) => `${r.label}: ${r.load}`).join('; ')}.
Measured ${m.date} (finished). Run with \`npm run bench:inbox\` (BENCH_ITERATIONS, BENCH_PROSPECTS to change sizes).`,
);
console.log('written to docs/benchmarks.md (inbox section)');
