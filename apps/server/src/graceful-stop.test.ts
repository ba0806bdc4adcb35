import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './db/rows.js';
import { createSharedDatabase, type SharedDatabase } from './test/sim/sim-database.js';
import { engineWorld } from './test/engine-world.js';
import { freePort } from './test/free-port.js';

/**
 * `npm start`'s server stopped with SIGTERM while its engine works through a campaign, then started
 * again on the same DATA_DIR, as often as it takes: every stop is graceful (the action in hand finishes,
 * exit 0 within 2 s, the lock file removed), no restart finds a stale lock, and in the end each prospect
 * got its invitation exactly once — nothing sent twice, nothing lost.
 * One prospect per account: an account's next action waits its human-like gap (minutes), so the
 * first pass holds all the work, and a stop lands in the middle of it.
 */
const ACCOUNTS = 250;
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(MAIN), '../../..');
const SANDBOX = { SANDBOX_SEED: '42', SANDBOX_POPULATION: '700' };

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stopMs: number;
  log: string;
  lockLeft: boolean;
  done: number;
}

describe('graceful stop: SIGTERM during a running campaign, then restart', () => {
  let shared: SharedDatabase;
  const runs: Run[] = [];
  let final: Record<string, number>;

  const count = async () => {
    const database = await shared.open();
    try {
      const [row] = rowsOf<Record<string, number>>(
        await database.db.execute(sql`select
          (select count(*)::int from actions where status = 'done') as done,
          (select count(*)::int from actions where status = 'started') as started,
          (select count(*)::int from sandbox_invitations) as invitations,
          (select count(*)::int from (select 1 from sandbox_invitations group by credential_id, member_id
            having count(*) > 1) d) as duplicate_invitations,
          (select count(*)::int from (select 1 from actions where status = 'done'
            group by campaign_prospect_id, node_id having count(*) > 1) d) as duplicate_actions`),
      );
      return row!;
    } finally {
      await database.close();
    }
  };

  /** Starts the server, lets the engine work `workMs` after its jobs start, then SIGTERMs it. */
  const runServer = async (workMs: number): Promise<Omit<Run, 'done'>> => {
    const port = await freePort();
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...shared.env,
          ...SANDBOX,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          RUN_ENGINE: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      let stoppedAt = 0;
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (!stoppedAt && log.includes('background jobs started')) {
          stoppedAt = -1;
          setTimeout(() => {
            stoppedAt = performance.now();
            child.kill('SIGTERM');
          }, workMs);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({
          code,
          signal,
          stopMs: stoppedAt > 0 ? performance.now() - stoppedAt : Infinity,
          log,
          lockLeft: fs.existsSync(path.join(shared.env.DATA_DIR ?? '/nonexistent', 'leadloop.lock')),
        });
      });
    });
  };

  beforeAll(async () => {
    shared = await createSharedDatabase();
    const setup = await shared.open();
    const world = await engineWorld(setup, { population: 700, seed: 42 });
    for (let i = 0; i < ACCOUNTS; i++) {
      const account = await world.account({
        username: `stopper${i}@example.com`,
        timezone: 'UTC',
        start: 0,
        end: 0,
        limits: { connection_requests: 1000, weekly_connection_requests: 1000 },
      });
      const wf = await world.campaign(account.id, [
        { type: 'connection_request', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}' },
      ]);
      await world.audience(wf, 1);
    }
    await setup.close();
    // The first stop lands 0.3 s into the engine's first pass; later runs get longer to finish the work,
    // as many as a loaded machine needs within the hook's time (each run is a start, 6 s of work and a stop).
    const started = Date.now();
    for (let index = 0; index === 0 || Date.now() - started < 200_000; index++) {
      const run = await runServer(index === 0 ? 300 : 6000);
      const { done } = await count();
      runs.push({ ...run, done });
      if (process.env.GRACEFUL_STOP_DEBUG)
        console.log(
          index,
          done,
          Math.round(run.stopMs),
          run.log
            .split('\n')
            .filter((l) => /stop|jobs|listening|warn|error/i.test(l))
            .join('\n'),
        );
      if (done >= ACCOUNTS) break;
    }
    final = await count();
  }, 300_000);

  afterAll(async () => {
    await shared?.drop();
  });

  it('each stop finishes what is in hand and exits cleanly within 2 s, removing the lock file', () => {
    for (const run of runs) {
      expect(run.signal, run.log.slice(-2000)).toBeNull();
      expect(run.code, run.log.slice(-2000)).toBe(0);
      expect(run.stopMs).toBeLessThan(2000);
      expect(run.log).toMatch(/"msg":"stopped"/);
      expect(run.lockLeft).toBe(false);
    }
  });

  it('the first stop came in the middle of the campaign, and a restart went on with it', () => {
    expect(runs.length).toBeGreaterThan(1);
    expect(runs[0]!.done).toBeLessThan(ACCOUNTS);
  });

  it('no restart finds a stale lock', () => {
    for (const run of runs) expect(run.log).not.toMatch(/taken over/);
  });

  it('nothing was sent twice and nothing was lost', () => {
    expect(final).toEqual({
      done: ACCOUNTS,
      started: 0,
      invitations: ACCOUNTS,
      duplicate_invitations: 0,
      duplicate_actions: 0,
    });
  });
});
