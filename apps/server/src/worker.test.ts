import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import {
  actions,
  campaignProspects,
  engineAccountHolds,
  prospects,
  sandboxInvitations,
  sandboxMessages,
} from './db/schema/index.js';
import { rowsOf } from './db/rows.js';
import { createSharedDatabase, type SharedDatabase } from './test/sim/sim-database.js';
import { engineWorld } from './test/engine-world.js';
import { freePort } from './test/free-port.js';

/**
 * The README's several-process layout on PostgreSQL: one API process with RUN_ENGINE=0 and two
 * `npm run worker` processes, real processes on one database. Background work runs in the workers only,
 * a reply is synced and pauses its prospect before the next step, and each periodic job runs once per
 * period — not once per process.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SANDBOX = { SANDBOX_SEED: '11', SANDBOX_POPULATION: '400' };

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe.skipIf(!onPostgres)('API process + two workers on PostgreSQL (README layout)', () => {
  let shared: SharedDatabase;
  let database: Database;
  const children: ChildProcess[] = [];
  const output: string[] = [];

  function start(entry: 'main.ts' | 'worker.ts', env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}`], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        ...shared.env,
        ...SANDBOX,
        SECRET_KEY: 'ab'.repeat(32),
        DATA_DIR: path.join(os.tmpdir(), `leadloop-layout-${process.pid}`),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(`${entry}: ${chunk}`));
    child.stderr!.on('data', (chunk: Buffer) => output.push(`${entry}: ${chunk}`));
    children.push(child);
    return child;
  }

  const jobCounts = async (name: string) =>
    rowsOf<{ slot: string; n: number }>(
      await database.db.execute(
        sql`SELECT singleton_on::text AS slot, count(*)::int AS n FROM pgboss.job WHERE name = ${name} GROUP BY 1 ORDER BY 1`,
      ),
    );
  const row = async (id: string) =>
    (await database.db.select().from(campaignProspects).where(eq(campaignProspects.id, id)))[0]!;

  beforeAll(async () => {
    shared = await createSharedDatabase();
    database = await shared.open();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(0) : c.once('exit', r)))),
    );
    await database?.close();
    await shared?.drop();
  }, 60_000);

  it('runs background work in the workers only; a reply pauses its prospect before the next step; each periodic job once per period', async () => {
    const world = await engineWorld(database, { population: 400, seed: 11 });
    const steps = [
      { type: 'view_profile' as const, delay_days: 0, delay_hours: 0 },
      { type: 'view_profile' as const, delay_days: 1, delay_hours: 0 },
    ];
    const replier = await world.account({
      username: 'replier@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
    });
    const control = await world.account({
      username: 'control@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
    });
    const [replierProspect] = await world.audience(await world.campaign(replier.id, steps), 1);
    const [controlProspect] = await world.audience(await world.campaign(control.id, steps), 1);
    const rows = await database.db
      .select()
      .from(campaignProspects)
      .where(inArray(campaignProspects.prospectId, [replierProspect!, controlProspect!]));
    const replierRow = rows.find((r) => r.prospectId === replierProspect)!;
    const controlRow = rows.find((r) => r.prospectId === controlProspect)!;

    // The API process alone runs nothing in the background: the campaigns do not move.
    start('main.ts', { RUN_ENGINE: '0', PORT: String(await freePort()), HOST: '127.0.0.1' });
    await new Promise((r) => setTimeout(r, 8_000));
    expect((await row(replierRow.id)).steps.s1, output.join('')).toBeUndefined();

    start('worker.ts', {});
    start('worker.ts', {});
    await until('the first step of both prospects', async () => {
      const [a, b] = [await row(replierRow.id), await row(controlRow.id)];
      return a.steps.s1?.status === 'complete' && b.steps.s1?.status === 'complete';
    });

    // The replier's prospect writes back on the sandbox network; a worker's inbox sync must pause it.
    const [prospect] = await database.db.select().from(prospects).where(eq(prospects.id, replierProspect!));
    const now = Date.now();
    await database.db
      .insert(sandboxInvitations)
      .values({
        id: `layout-inv-${replier.id}`,
        credentialId: replier.id,
        memberId: prospect!.networkId!,
        sentAt: new Date(now - 86_400_000),
        acceptAt: new Date(now - 86_400_000),
      })
      .onConflictDoNothing();
    await database.db.insert(sandboxMessages).values({
      id: `layout-msg-${replier.id}`,
      credentialId: replier.id,
      memberId: prospect!.networkId!,
      direction: 'inbound',
      kind: 'message',
      text: 'Thanks, not now.',
      sentAt: new Date(now - 5_000),
    });
    const paused = await until(
      'the reply to be synced',
      async () => {
        const r = await row(replierRow.id);
        return r.status === 'paused' ? r : undefined;
      },
      45_000,
    );
    expect(paused.pausedReason).toBe('got_reply');
    expect(paused.repliedAt).not.toBeNull();

    // The second step's day has passed for both (and the spacing since the first is over).
    await database.db
      .update(actions)
      .set({ performedAt: new Date(now - 3_600_000), startedAt: new Date(now - 3_600_000) })
      .where(inArray(actions.credentialId, [replier.id, control.id]));
    await database.db
      .update(campaignProspects)
      .set({ nextRunAt: new Date(), nodeEnteredAt: new Date(now - 2 * 86_400_000) })
      .where(inArray(campaignProspects.id, [replierRow.id, controlRow.id]));
    // An account held for spacing after its first action is held until a time the real clock has not reached.
    await database.db
      .delete(engineAccountHolds)
      .where(inArray(engineAccountHolds.credentialId, [replier.id, control.id]));
    await until('the control prospect to finish its second step', async () => {
      return (await row(controlRow.id)).steps.s2?.status === 'complete';
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const replierActions = await database.db
      .select()
      .from(actions)
      .where(and(eq(actions.campaignProspectId, replierRow.id), eq(actions.nodeId, 's2')));
    expect(replierActions).toEqual([]);
    expect((await row(replierRow.id)).status).toBe('paused');

    // Once per period across the three processes: one inbox.sync job per 15 s slot, one maintenance job per hour.
    // (A fast run gets here inside the first 15 s slot: wait for a second one.)
    const syncs = await until(
      'two inbox.sync periods',
      async () => {
        const slots = await jobCounts('inbox.sync');
        return slots.length >= 2 ? slots : undefined;
      },
      45_000,
    );
    for (const slot of syncs) expect(slot.n).toBe(1);
    const maintenance = await jobCounts('credentials.maintenance');
    expect(maintenance.length).toBe(1);
    expect(maintenance[0]!.n).toBe(1);
  }, 240_000);
});
