import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../../test/harness.js';
import { engineWorld } from '../../../../test/engine-world.js';
import type { Database } from '../../../../db/client.js';
import type { AppContext } from '../../../../lib/context.js';
import { actions, campaignProspects, prospects, smsMessages } from '../../../../db/schema/index.js';
import { recordConsent } from '../../../consent/index.js';
import { clock } from '../../../../lib/clock.js';
import { installSteps } from '../../../steps.js';
import { runDepsUntil } from '../../engine.js';

/** Sms (made by `npm run new:step sms`): a campaign uses the step end to end. */
describe('the sms step', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('is registered at start-up', () => {
    const registry = installSteps({ db: database.db } as AppContext);
    expect(registry.handlerOf('sms')?.runs).toBe('act');
  });

  it('texts each prospect with consent (its text filled in), skips the others, then moves on', async () => {
    const world = await engineWorld(database, { population: 600 });
    const account = await world.account({ username: 'sms@example.com', timezone: 'UTC', start: 0, end: 24 });
    const wf = await world.campaign(account.id, [
      { type: 'sms', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}, this is Acme.' },
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    ]);
    const ids = await world.audience(wf, 3);
    // London numbers: no 10DLC needed; 8:00 UTC on a Monday is inside 8:00–21:00 there
    for (const [i, id] of ids.entries())
      await world.db
        .update(prospects)
        .set({ phone: `+44 20 7946 09${50 + i}` })
        .where(eq(prospects.id, id));
    for (const id of ids.slice(0, 2))
      await recordConsent(world.db, {
        spaceId: wf.spaceId,
        prospectId: id,
        channel: 'sms',
        source: 'import',
        text: 'Texts from Acme',
        proof: { file: 'consents.csv' },
        at: clock.now(),
      });

    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * 86_400_000));

    const done = await world.db
      .select()
      .from(actions)
      .where(eq(actions.workflowId, wf.id))
      .orderBy(asc(actions.startedAt));
    const ours = done.filter((a) => a.type === 'sms');
    expect(ours.map((a) => [a.prospectId, a.status, a.reason])).toEqual(
      expect.arrayContaining([
        [ids[0], 'done', null],
        [ids[1], 'done', null],
        [ids[2], 'skipped', 'no_consent'],
      ]),
    );
    const sent = await world.db.select().from(smsMessages).where(eq(smsMessages.credentialId, account.id));
    const outbound = sent.filter((m) => m.direction === 'outbound');
    const [first] = await world.db.select().from(prospects).where(eq(prospects.id, ids[0]!));
    expect(outbound.map((m) => m.text)).toContain(`Hi ${first!.firstName}, this is Acme.`);
    expect(outbound).toHaveLength(2);
    // …and each prospect moved on: the next step ran, and the campaign is finished for them.
    expect(done.filter((a) => a.type === 'view_profile' && a.status === 'done')).toHaveLength(3);
    const rows = await world.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    expect(rows.map((r) => r.status)).toEqual(['finished', 'finished', 'finished']);
  });
});
