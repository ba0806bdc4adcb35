import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { VOICEMAIL_COUNTRY_ZONES, insideTcpaWindowEverywhere, voicemailRecipient } from '@leadloop/domain';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import {
  actions,
  campaignProspects,
  prospects,
  voicemailAudios,
  voicemailDrops,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSandboxVoice } from '../../providers/voice/index.js';
import { engineWorld, runThroughCrashes, seededCrashes } from '../../test/engine-world.js';

const DAY = 86_400_000;
const START = Date.parse('2026-01-12T00:00:00Z'); // a Monday

/** Phones of the audience, in order: who may get a voicemail and who may not. */
const SHARED = '+1 212 878 4000'; // five prospects share this number: at most 3 drops per 3 days
const PHONES = [
  SHARED,
  SHARED,
  SHARED,
  SHARED,
  SHARED,
  '+1 415 555 2671',
  '+1 604 555 0143', // Vancouver, Canada
  '+1 (312) 555-7788',
  '+44 20 7946 0958', // UK: not US/Canada
  null, // no phone
  '12345', // not a phone
  '+1 646 555 3322',
];

/** The account's voicemail recording (12 s), as the voicemails page stores it. */
async function recording(database: Database, spaceId: string, credentialId: string) {
  const [audio] = await database.db
    .insert(voicemailAudios)
    .values({
      spaceId,
      credentialId,
      name: 'Intro',
      fileName: 'intro.wav',
      storedFile: 'intro.wav',
      durationMs: 12_000,
      sizeBytes: 192_044,
      agreedToTermsAt: clock.now(),
    })
    .returning();
  return audio!;
}

describe('voicemail steps in the engine', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let wfId: string;
  let crashes = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 2000 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 60, maxGapSeconds: 120 };
    const acc = await world.account({
      username: 'dialer@example.com',
      timezone: 'America/New_York',
      start: 0,
      end: 0,
      limits: { voicemails: 4 },
    });
    const audio = await recording(database, world.space.id, acc.id);
    const wf = await world.campaign(acc.id, [
      { type: 'voicemail', delay_days: 0, delay_hours: 0, audio_id: audio.id },
    ]);
    wfId = wf.id;
    const ids = await world.audience(wf, PHONES.length);
    for (const [i, id] of ids.entries())
      await database.db.update(prospects).set({ phone: PHONES[i] }).where(eq(prospects.id, id));
    world.deps.crashHook = seededCrashes(7, 0.15, () => crashes++);
    await runThroughCrashes(world.deps, () => new Date(START + 10 * DAY), { maxRestarts: 1000 });
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  const drops = () => database.db.select().from(voicemailDrops);

  it('drops once per prospect with a US or Canadian number, inside 8:00–21:00 everywhere in the country', async () => {
    expect(crashes).toBeGreaterThan(0);
    const rows = await drops();
    const keys = new Set(rows.map((r) => r.clientKey));
    expect(keys.size).toBe(rows.length);
    const callable = PHONES.filter((p) => voicemailRecipient(p)).length;
    expect(rows.length).toBe(callable);
    for (const r of rows) {
      const country = voicemailRecipient(r.toNumber)!.country;
      expect(
        insideTcpaWindowEverywhere(r.droppedAt, VOICEMAIL_COUNTRY_ZONES[country]),
        r.droppedAt.toISOString(),
      ).toBe(true);
    }
  });

  it('skips prospects without a US/Canadian phone with the phone wait reason', async () => {
    const skipped = await database.db
      .select({ reason: actions.reason, n: sql<number>`count(*)::int` })
      .from(actions)
      .where(and(eq(actions.workflowId, wfId), eq(actions.status, 'skipped')))
      .groupBy(actions.reason);
    expect(skipped.find((s) => s.reason === 'no_phone_type_or_invalid_phone')?.n).toBe(3);
  });

  it('never more than three drops to one number in any three days', async () => {
    const shared = (await drops())
      .filter((r) => r.toNumber === '+12128784000')
      .map((r) => r.droppedAt.getTime())
      .sort((a, b) => a - b);
    expect(shared.length).toBe(5);
    for (let i = 3; i < shared.length; i++)
      expect(shared[i]! - shared[i - 3]!).toBeGreaterThanOrEqual(3 * DAY);
  });

  it("respects the account's daily voicemails limit", async () => {
    const rows = await database.db
      .select({
        day: sql<string>`to_char(${actions.performedAt} at time zone 'America/New_York', 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
      })
      .from(actions)
      .where(
        and(eq(actions.workflowId, wfId), eq(actions.limitKind, 'voicemails'), eq(actions.status, 'done')),
      )
      .groupBy(sql`1`);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) expect(r.n, r.day).toBeLessThanOrEqual(4);
  });

  it('every prospect finished', async () => {
    const open = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignProspects)
      .where(and(eq(campaignProspects.workflowId, wfId), sql`${campaignProspects.status} <> 'finished'`));
    expect(open[0]!.n).toBe(0);
  });
});

describe('a voicemail drop whose answer is lost', () => {
  it('is not rung again when the engine retries the step', async () => {
    const database = await createTestDatabase();
    try {
      clock.advance(START - clock.nowMs());
      const world = await engineWorld(database, { population: 2000 });
      world.deps.options = { ...world.deps.options, minGapSeconds: 60, maxGapSeconds: 120 };
      const acc = await world.account({
        username: 'lost@example.com',
        timezone: 'America/New_York',
        start: 0,
        end: 0,
      });
      const audio = await recording(database, world.space.id, acc.id);
      const wf = await world.campaign(acc.id, [
        { type: 'voicemail', delay_days: 0, delay_hours: 0, audio_id: audio.id },
      ]);
      const [id] = await world.audience(wf, 1);
      await database.db.update(prospects).set({ phone: '+1 415 555 2671' }).where(eq(prospects.id, id!));
      // The carrier takes the first drop, then the connection drops before its answer arrives.
      const carrier = createSandboxVoice(database.db);
      let lost = 0;
      world.deps.voice = {
        ...carrier,
        async drop(input) {
          const drop = await carrier.drop(input);
          if (lost++ === 0) throw new Error('socket hang up');
          return drop;
        },
      };
      await runThroughCrashes(world.deps, () => new Date(START + 3 * DAY), { maxRestarts: 5 });
      expect(lost).toBe(1);
      const rows = await database.db.select().from(voicemailDrops);
      expect(rows).toHaveLength(1);
      const tries = await database.db
        .select({
          key: actions.idempotencyKey,
          status: actions.status,
          type: actions.type,
          reason: actions.reason,
        })
        .from(actions)
        .where(eq(actions.workflowId, wf.id));
      // The lost answer made an attempt fail ('unavailable'); the next attempt found the drop and ended the
      // step with that drop's outcome (the sandbox carrier delivers ~88 % of drops, by key).
      expect(tries.filter((t) => t.reason === 'unavailable')).toHaveLength(1);
      const ended = tries.filter((t) => t.status === 'done' || t.status === 'skipped');
      expect(ended.map((t) => t.status)).toEqual([rows[0]!.status === 'delivered' ? 'done' : 'skipped']);
    } finally {
      clock.reset();
      await database.close();
    }
  }, 120_000);
});
