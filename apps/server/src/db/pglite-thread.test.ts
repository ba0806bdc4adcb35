import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, PGLITE_SHARED_BUFFERS, type Database } from './client.js';
import { memoryReport } from '../modules/test-hooks/memory.js';
import { isUniqueViolation } from './errors.js';
import { rowsOf } from './rows.js';

// The embedded database in its own thread (the default of `npm start`): what callers relied on in-thread
// holds across the thread boundary.
describe('PGlite in its own thread', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-thread-'));
    database = await openDatabase({ dataDir });
    await migrateDatabase(database);
    await database.pglite!.exec('create table t (id int primary key, at timestamptz, doc jsonb)');
  }, 60_000);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps statements parsed but plans each call for its values', async () => {
    const { rows } = await database.pglite!.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(rows[0]!.plan_cache_mode).toBe('force_custom_plan');
  });

  it('runs drizzle queries with their types: dates, json, numbers', async () => {
    const at = new Date('2026-11-26T12:00:00.000Z');
    await database.db.execute(
      sql`insert into t values (1, ${at.toISOString()}, ${JSON.stringify({ a: [1] })})`,
    );
    const [row] = rowsOf<{ id: number; at: string; doc: unknown }>(
      await database.db.execute(sql`select id, at, doc from t where id = 1`),
    );
    expect(row!.id).toBe(1);
    expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
    expect(row!.doc).toEqual({ a: [1] });
  });

  it('gives callers without parsers of their own the dates PGlite gives (pg-boss reads them so)', async () => {
    const { rows } = await database.pglite!.query<{ at: Date; ats: Date[]; day: Date }>(
      `select timestamptz '2026-11-26 12:00:00+00' as at, array[timestamptz '2026-11-26 12:00:00+00'] as ats,
        date '2026-11-26' as day`,
    );
    expect(rows[0]!.at).toEqual(new Date('2026-11-26T12:00:00Z'));
    expect(rows[0]!.ats).toEqual([new Date('2026-11-26T12:00:00Z')]);
    expect(rows[0]!.day).toBeInstanceOf(Date);
  });

  it("keeps PostgreSQL's error code, so a duplicate is still told apart", async () => {
    const error = await database.db.execute(sql`insert into t values (1, now(), null)`).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction, and rolls it back when its work throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2, now(), null)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, now(), null)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from t order by id`));
    expect(ids.map((r) => r.id)).toEqual([1, 2]);
  });

  it('runs statements from outside a transaction after it, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t values (4, now(), null)`);
      await held;
      await t.execute(sql`delete from t where id = 4`);
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = database.db.execute(sql`select count(*)::int as n from t where id = 4`);
    release();
    await tx;
    expect(rowsOf<{ n: number }>(await outside)[0]!.n).toBe(0);
  });

  it('delivers a notification before the write that sent it returns', async () => {
    const heard: string[] = [];
    const unlisten = await database.pglite!.listen('thread_test', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'hello')`);
    expect(heard).toEqual(['hello']);
    await unlisten();
  });

  it('reports a data folder PGlite cannot open to the caller, and frees the folder', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-thread-broken-'));
    fs.mkdirSync(path.join(broken, 'pgdata'));
    fs.writeFileSync(path.join(broken, 'pgdata', 'PG_VERSION'), '9\n');
    await expect(openDatabase({ dataDir: broken })).rejects.toThrow(/PGlite/);
    expect(fs.existsSync(path.join(broken, 'leadloop.lock'))).toBe(false);
    fs.rmSync(broken, { recursive: true, force: true });
  });

  it('keeps 16 MB of shared buffers and reports its memory (npm run bench:web)', async () => {
    const { rows } = await database.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    const report = await memoryReport(database);
    expect(report.api_thread.heap_used).toBeGreaterThan(0);
    expect(report.database_thread!.heap_used).toBeGreaterThan(0);
    // PostgreSQL's memory holds at least its shared buffers
    expect(report.database_thread!.wasm_memory).toBeGreaterThanOrEqual(16);
  });
});
