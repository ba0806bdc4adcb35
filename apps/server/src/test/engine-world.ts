import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { credentials, sandboxMembers, spaces, workflows } from '../db/schema/index.js';
import type { WorkflowLink } from '../db/schema/index.js';
import { clock } from '../lib/clock.js';
import { SandboxNetwork } from '../providers/network/sandbox/sandbox-network.js';
import { upsertProspects } from '../modules/prospects-core/upsert.js';
import { enrollProspects } from '../modules/engine/enroll.js';
import { createSandboxCampaignMailer } from '../modules/engine/campaign-mail.js';
import {
  DEFAULT_ENGINE_OPTIONS,
  SimulatedCrash,
  type CrashPoint,
  type EngineDeps,
} from '../modules/engine/deps.js';
import { runDepsUntil } from '../modules/engine/engine.js';
import type { StepInput } from '../modules/engine/sequence.js';
import { toGraph } from '../modules/engine/sequence.js';
import { ENGINE_STEP_HANDLERS, stepRegistry } from '../modules/engine/steps/index.js';

/** Engine tests: a workspace, sandbox accounts logged in, campaigns of sandbox members. */
export async function engineWorld(
  database: Database,
  options: { population?: number; seed?: number; spaceId?: string } = {},
) {
  const db = database.db;
  const network = new SandboxNetwork(db, {
    seed: options.seed ?? 11,
    population: options.population ?? 3000,
    challengeRate: 0,
  });
  await network.ensureReady();
  const mail = createSandboxCampaignMailer();
  const [space] = options.spaceId
    ? await db.select().from(spaces).where(eq(spaces.id, options.spaceId))
    : await db.insert(spaces).values({ name: 'Engine test' }).returning();
  // The engine's own steps; a test of another area's step registers that step's handler itself.
  const steps = stepRegistry(ENGINE_STEP_HANDLERS);
  const deps: EngineDeps = {
    db,
    network,
    mail,
    steps,
    now: () => clock.now(),
    options: { ...DEFAULT_ENGINE_OPTIONS },
  };
  let memberOffset = 0;

  async function account(input: {
    username: string;
    timezone: string;
    start: number;
    end: number;
    limits?: Record<string, number>;
  }) {
    const [row] = await db
      .insert(credentials)
      .values({
        spaceId: space!.id,
        username: input.username,
        timezone: input.timezone,
        workHoursStart: input.start,
        workHoursEnd: input.end,
        limits: input.limits ?? {},
      })
      .returning();
    const result = await network.login({
      account: { credentialId: row!.id, username: row!.username },
      password: 'secret',
    });
    if (result.status !== 'logged_in') throw new Error('sandbox login failed');
    return row!;
  }

  async function campaign(
    credentialId: string,
    steps: StepInput[],
    flags: Partial<typeof workflows.$inferInsert> = {},
    graph?: { nodes: StepInput[]; links: WorkflowLink[] },
  ) {
    const g = graph ? toGraph({ nodes: graph.nodes, links: graph.links }) : toGraph({ sequence: steps });
    const [wf] = await db
      .insert(workflows)
      .values({
        spaceId: space!.id,
        credentialId,
        name: 'Campaign',
        status: 'active',
        nodes: g.nodes,
        links: g.links,
        sequencesType: g.type,
        ...flags,
      })
      .returning();
    return wf!;
  }

  /** Adds the next `count` sandbox members (skipping closed profiles) to a campaign. */
  async function audience(wf: typeof workflows.$inferSelect, count: number) {
    const members = await db
      .select()
      .from(sandboxMembers)
      .orderBy(asc(sandboxMembers.seq))
      .limit(count * 2)
      .offset(memberOffset);
    const picked = members.filter((m) => m.seq % 101 !== 0).slice(0, count);
    memberOffset += members.indexOf(picked.at(-1)!) + 1;
    const ids = await upsertProspects(
      db,
      space!.id,
      picked.map((m) => ({
        profileLink: `https://network.sandbox.local/in/${m.id}`,
        networkId: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        company: m.company,
        position: m.title,
        workEmail: m.email,
        isPremium: m.premium,
      })),
    );
    await enrollProspects(db, wf, [...ids.values()], { now: clock.now() });
    return [...ids.values()];
  }

  return { db, network, mail, space: space!, deps, steps, account, campaign, audience };
}

/** A crash hook that throws at seeded random points with probability `rate` (so a run repeats exactly). */
export function seededCrashes(seed: number, rate: number, onCrash?: (point: CrashPoint) => void) {
  let state = seed;
  return (point: CrashPoint) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    if (state / 2 ** 31 < rate) {
      onCrash?.(point);
      throw new SimulatedCrash(point);
    }
  };
}

/**
 * Runs the engine up to `until()`, starting it again after each simulated crash — a fresh pass over the
 * same database, as a restarted process would make. `beforeRun` rebuilds what a restart loses.
 */
export async function runThroughCrashes(
  deps: EngineDeps,
  until: () => Date,
  options: { maxRestarts: number; beforeRun?: () => void },
): Promise<void> {
  for (let restarts = 0; restarts < options.maxRestarts; restarts++) {
    options.beforeRun?.();
    try {
      await runDepsUntil(deps, until());
      return;
    } catch (error) {
      if (!(error instanceof SimulatedCrash)) throw error;
    }
  }
  throw new Error(`the engine still crashed after ${options.maxRestarts} restarts`);
}
