import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { aiStepTexts, campaignProspects, prospects, sandboxInvitations } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { OfflineAi, type AiProvider } from '../../providers/ai/index.js';
import { runDepsUntil } from '../engine/index.js';
import { personalizeDueSteps } from './personalize.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-01-12T08:00:00Z'); // a Monday

/** A provider that never answers (a hung AI server). */
const hanging: AiProvider = Object.assign(new OfflineAi(), {
  generate: () => new Promise<never>(() => {}),
});

describe('AI variables in step texts ({ai:icebreaker})', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let ids: string[];
  const config = { ...loadConfig({}), aiTimeoutMs: 200 };

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 200 });
    const acc = await world.account({ username: 'ai@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [
      {
        type: 'connection_request',
        delay_days: 0,
        delay_hours: 0,
        content: 'Hi {first_name}! {ai:icebreaker}',
      },
    ]);
    ids = await world.audience(wf, 2);
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  const invitations = async () => database.db.select().from(sandboxInvitations);
  const cpOf = async (prospectId: string) =>
    (
      await database.db.select().from(campaignProspects).where(eq(campaignProspects.prospectId, prospectId))
    )[0]!;

  it('never sends a step before its AI text exists: the prospect waits with a reason', async () => {
    await runDepsUntil(world.deps, new Date(START + HOUR));
    expect(await invitations()).toEqual([]);
    for (const id of ids) expect((await cpOf(id)).waitReason).toBe('ai_text_pending');
  });

  it('a generation that times out is stored as failed and the step is still not sent', async () => {
    // Only the first prospect's step is written, by a provider that hangs.
    await database.db
      .update(campaignProspects)
      .set({ nextRunAt: null })
      .where(eq(campaignProspects.prospectId, ids[1]!));
    const started = Date.now();
    expect(await personalizeDueSteps({ db: database.db, config, ai: hanging })).toBe(1);
    expect(Date.now() - started).toBeLessThan(3000);
    const [row] = await database.db.select().from(aiStepTexts);
    expect(row).toMatchObject({ status: 'failed', text: null });
    await runDepsUntil(world.deps, new Date(START + 2 * HOUR));
    expect(await invitations()).toEqual([]);
    expect((await cpOf(ids[0]!)).waitReason).toBe('ai_text_failed');
  });

  it('sends the step once with the generated text when it is ready', async () => {
    await database.db
      .update(campaignProspects)
      .set({ nextRunAt: clock.now() })
      .where(eq(campaignProspects.prospectId, ids[1]!));
    expect(await personalizeDueSteps({ db: database.db, config, ai: new OfflineAi() })).toBe(1);
    expect(await personalizeDueSteps({ db: database.db, config, ai: new OfflineAi() })).toBe(0); // once
    await runDepsUntil(world.deps, new Date(START + 4 * HOUR));
    const [p] = await database.db.select().from(prospects).where(eq(prospects.id, ids[1]!));
    const sent = await invitations();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.note).toBe(`Hi ${p!.firstName}! I noticed you're ${p!.position} at ${p!.company}.`);
    // The prospect whose generation failed still has nothing sent, and still waits (not skipped).
    expect(await cpOf(ids[0]!)).toMatchObject({
      status: 'active',
      waitReason: 'ai_text_failed',
    });
  });
});
