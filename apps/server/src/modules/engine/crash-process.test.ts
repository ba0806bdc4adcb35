import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { rowsOf } from '../../db/rows.js';
import { createSimTables } from '../../test/sim/sim-clock.js';
import { auditSimRun, type SimAudit } from '../../test/sim/sim-audit.js';
import { createSharedDatabase, type SharedDatabase } from '../../test/sim/sim-database.js';
import { engineWorld } from '../../test/engine-world.js';

/**
 * Exactly once with a real process kill. The engine runs in a child process (sim-worker.ts) against a
 * database it shares with this test; the child SIGKILLs itself at seeded random crash points (after the
 * claim commit, between the network call and the commit, inside the finalize transaction, after the
 * commit) and this test also SIGKILLs it on random timers. It is restarted until every invitation is
 * out. The sandbox network's state is in the same database, so afterwards we count what it received.
 *
 * Size: CRASH_PROCESS_SENDS, default 1,000 on PostgreSQL (`npm run test:api:pg`) and 200 on PGlite.
 * Why smaller on PGlite: there the whole database runs inside the engine process (WASM), ~100–200 ms
 * per send on this shared 2-core machine, and every restart reopens DATA_DIR (~3–5 s with process
 * start and crash recovery). 1,000 sends with ~12 restarts take ~4 minutes on PGlite, more than the
 * default suite can afford; 200 take ~1.5 minutes. Full size on PGlite:
 *   CRASH_PROCESS_SENDS=1000 npx vitest run apps/server/src/modules/engine/crash-process.test.ts
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SENDS = Number(process.env.CRASH_PROCESS_SENDS ?? (onPostgres ? 1000 : 200));
/**
 * Chance per crash point of a self-kill: ~1 random kill per point over the run, plus one forced kill
 * at each point and a timer kill in every third run: ~12 restarts (restarts, not sends, dominate the
 * time of this test).
 */
const SELF_KILL_RATE = Number(process.env.CRASH_PROCESS_RATE ?? 1 / SENDS);
const POINTS = ['after_claim', 'after_driver', 'during_finalize', 'after_finalize'];
const WORKER = fileURLToPath(new URL('../../test/sim/sim-worker.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(WORKER), '../../../../..');
const SANDBOX = {
  seed: 11,
  population: Math.max(600, Math.ceil(SENDS * 1.1) + 50),
  challengeRate: 0,
  weeklyInvitationLimit: 1e6,
  pendingInvitationCap: 1e6,
  freeNotesPer30Days: 1e6,
};
const ENGINE = { minGapSeconds: 1, maxGapSeconds: 2 };
const START = Date.parse('2026-02-02T00:00:00Z');
const DAY = 24 * 3_600_000;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: Record<string, unknown>[];
  timerKill: boolean;
}

describe(`exactly once when the engine process is SIGKILLed (${SENDS} sends)`, () => {
  let shared: SharedDatabase;
  const runs: Run[] = [];
  let audit: SimAudit;
  let database: Database;
  let seed = 20260202;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

  function runChild(index: number, killAfterMs: number | null, forced?: string): Promise<Run> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...shared.env,
          SIM_WORKER: 'w1',
          SIM_SANDBOX: JSON.stringify(SANDBOX),
          SIM_ENGINE: JSON.stringify(ENGINE),
          SIM_CRASH_RATE: String(SELF_KILL_RATE),
          SIM_CRASH_SEED: String(1000 + index),
          SIM_CRASH_AT: forced ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const run: Run = { code: null, signal: null, lines: [], timerKill: false };
      let out = '';
      let err = '';
      let timer: NodeJS.Timeout | undefined;
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        for (let i = out.indexOf('\n'); i >= 0; i = out.indexOf('\n')) {
          const line = JSON.parse(out.slice(0, i)) as Record<string, unknown>;
          out = out.slice(i + 1);
          run.lines.push(line);
          // The timer starts once the database is open, so timer kills land in engine work.
          if (line.event === 'ready' && killAfterMs !== null)
            timer = setTimeout(() => {
              run.timerKill = true;
              child.kill('SIGKILL');
            }, killAfterMs);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        run.code = code;
        run.signal = signal;
        if (code !== 0 && signal !== 'SIGKILL') reject(new Error(`worker failed (${code}): ${err}`));
        else resolve(run);
      });
    });
  }

  beforeAll(async () => {
    shared = await createSharedDatabase();
    const setup = await shared.open();
    clock.advance(START - clock.nowMs());
    const world = await engineWorld(setup, { population: SANDBOX.population });
    const account = await world.account({
      username: 'killed@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { connection_requests: 1e6, weekly_connection_requests: 1e6 },
    });
    const wf = await world.campaign(account.id, [
      { type: 'connection_request', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}' },
    ]);
    await world.audience(wf, SENDS);
    await createSimTables(setup.db, { nowMs: START, untilMs: START + 60 * DAY, stepMs: 0, workers: ['w1'] });
    await setup.close();
    clock.reset();

    for (let index = 0; index < 400; index++) {
      // The first runs each die at one crash point for sure; then random self-kills, and every
      // third run also gets a timer kill 0.05–0.6 s after its database is open (the engine does its 200 sends in about 2 s).
      const forced = index < POINTS.length ? `${POINTS[index]}:${3 + index}` : undefined;
      const killAfter = !forced && index % 3 === 1 ? 50 + Math.floor(random() * 550) : null;
      const t0 = performance.now();
      const run = await runChild(index, killAfter, forced);
      runs.push(run);
      if (process.env.CRASH_PROCESS_DEBUG)
        console.log(
          index,
          Math.round(performance.now() - t0),
          run.code,
          run.timerKill,
          JSON.stringify(run.lines.at(-1)),
        );
      if (run.code === 0) break;
    }
    database = await shared.open();
    audit = await auditSimRun(database.db, { minGapSeconds: ENGINE.minGapSeconds });
  }, 900_000);

  afterAll(async () => {
    await database?.close();
    await shared?.drop();
  });

  it('was killed many times, at every crash point and by timers, and finished', () => {
    const points = new Set(
      runs.flatMap((r) => r.lines.filter((l) => l.event === 'crash').map((l) => l.point)),
    );
    expect([...points].sort()).toEqual([...POINTS].sort());
    expect(runs.filter((r) => r.timerKill && r.signal === 'SIGKILL').length).toBeGreaterThan(0);
    expect(runs.at(-1)!.code).toBe(0);
  });

  it('the sandbox network received each invitation exactly once', () => {
    expect(audit.invitations).toBe(SENDS);
    expect(audit.duplicates.invitationsPerMember).toBe(0);
  });

  it('the actions log matches the network: one done action per prospect, each on the network under its key', async () => {
    expect(audit.doneActions).toBe(SENDS);
    expect(audit.duplicates).toEqual({
      invitationsPerMember: 0,
      messagesPerKey: 0,
      doneActionsPerStep: 0,
      doneWithoutNetwork: 0,
      networkWithoutDone: 0,
    });
    const [left] = rowsOf<{ open: number; started: number; recovered: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from campaign_prospects where status <> 'finished') as open,
        (select count(*)::int from actions where status = 'started') as started,
        (select count(*)::int from actions where reason = 'request_already_sent') as recovered`),
    );
    expect(left!.open).toBe(0);
    expect(left!.started).toBe(0);
    // A kill between the network call and the commit is recovered by asking the network.
    expect(left!.recovered).toBeGreaterThan(0);
  });

  it('spacing and work hours held across the restarts', () => {
    expect(audit.violations).toEqual({ dailyLimit: 0, weeklyLimit: 0, outsideWorkHours: 0, spacing: 0 });
  });
});
