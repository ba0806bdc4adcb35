import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { actions, crmDeals, crmLinks, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import { createSecrets } from '../../lib/secrets.js';
import {
  createCrmRuntime,
  saveConnection,
  startHubSpotFake,
  startPipedriveFake,
  type CrmDeps,
  type HubSpotFake,
  type PipedriveFake,
} from '../../providers/crm/index.js';
import { SimulatedCrash } from '../engine/deps.js';
import { engineWorld, runThroughCrashes } from '../../test/engine-world.js';
import { createTestDatabase } from '../../test/harness.js';
import { createCrmPusher } from './push.js';
import { crmPushHandler } from './crm-push-step.js';
import { pollConnection } from './sync.js';
import { loadConnection } from '../../providers/crm/index.js';

const DAY = 24 * 3_600_000;

/**
 * The campaign step crm_push, run by the engine against local fakes of HubSpot and Pipedrive: one
 * contact and one deal per prospect and step, across a crash between the CRM's answer and the engine's
 * commit and across a lost answer to the create; links keyed on the CRM's record ids, so a changed
 * email updates the same contact; deal stage and owner changed in the CRM come back by polling, the
 * later change winning.
 */
describe.each(['hubspot', 'pipedrive'] as const)('crm_push on %s, run by the engine', (platform) => {
  let database: Database;
  let fake: HubSpotFake | PipedriveFake;
  let deps: CrmDeps;

  beforeAll(async () => {
    const now = () => clock.now();
    fake =
      platform === 'hubspot'
        ? await startHubSpotFake({ pageSize: 2, now })
        : await startPipedriveFake({ pageSize: 2, now });
    database = await createTestDatabase();
    const runtime = createCrmRuntime(
      { [platform]: { clientId: 'app', clientSecret: 'secret', apiBase: fake.url, authBase: fake.url } },
      { backoff: { retries: 3, baseMs: 1, maxMs: 10, sleep: async () => {} } },
    );
    deps = { db: database.db, secrets: createSecrets('crm-push-test'), runtime };
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
    await fake.close();
  });

  const contactsInFake = () =>
    platform === 'hubspot'
      ? [...(fake as HubSpotFake).contacts.values()].length
      : (fake as PipedriveFake).persons.size;
  const dealsInFake = () =>
    platform === 'hubspot' ? (fake as HubSpotFake).deals.size : (fake as PipedriveFake).deals.size;

  it('pushes each prospect once — through a crash after the CRM answered and a lost answer to a create — and keeps links by record id', async () => {
    const world = await engineWorld(database, { population: 600 });
    const oauth = await runtime().oauth(platform);
    const tokens = await oauth.exchange('good-code', 'http://localhost/crm/manage');
    const api = await runtime().api(platform, { current: async () => tokens, refreshed: async () => tokens });
    await saveConnection(deps, {
      spaceId: world.space.id,
      platform,
      tokens,
      account: await api.account(),
      userId: null,
    });

    const account = await world.account({
      username: `crm-${platform}@example.com`,
      timezone: 'UTC',
      start: 0,
      end: 24,
    });
    const wf = await world.campaign(account.id, [
      { type: 'crm_push', delay_days: 0, delay_hours: 0, crm: { platform, create_deal: true } },
    ]);
    const ids = await world.audience(wf, 3);
    // The second prospect has no email: only its pending link and its exact name tell a repeat what was made.
    await world.db.update(prospects).set({ workEmail: null }).where(eq(prospects.id, ids[1]!));

    world.steps.register(crmPushHandler(createCrmPusher(deps)));
    let crashes = 0;
    world.deps.crashHook = (point) => {
      if (point === 'after_driver' && crashes === 0) {
        crashes++;
        throw new SimulatedCrash(point);
      }
    };
    // The create of the email-less prospect's contact is carried out, but its answer never arrives.
    fake.loseAnswers(1, 'POST', platform === 'hubspot' ? /contacts$/ : /persons$/);
    // …and the first page of owners read after creating a deal is throttled once.
    fake.throttle(1, 1);

    await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + DAY), { maxRestarts: 5 });
    await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + DAY), { maxRestarts: 5 });
    expect(crashes).toBe(1);
    // The lost answer happened (status 0), and the throttled call was repeated.
    expect(fake.calls.filter((c) => c.status === 0)).toHaveLength(1);
    expect(fake.calls.filter((c) => c.status === 429)).toHaveLength(1);

    const done = await world.db.select().from(actions).where(eq(actions.workflowId, wf.id));
    expect(done.filter((a) => a.status === 'done')).toHaveLength(3);
    expect(contactsInFake()).toBe(3);
    expect(dealsInFake()).toBe(3);
    const links = await world.db.select().from(crmLinks).where(inSpace(crmLinks, world.space.id));
    expect(links).toHaveLength(6);
    expect(links.every((l) => !l.recordId.startsWith('pending:'))).toBe(true);
    expect(new Set(links.map((l) => l.prospectId))).toEqual(new Set(ids));

    // A changed email updates the same contact (found by its record id), never a second one.
    const [first] = links.filter((l) => l.prospectId === ids[0] && l.recordType === 'contact');
    await world.db
      .update(prospects)
      .set({ workEmail: 'changed@example.org' })
      .where(eq(prospects.id, ids[0]!));
    const again = await createCrmPusher(deps)({
      spaceId: world.space.id,
      platform,
      prospect: {
        id: ids[0]!,
        firstName: 'Changed',
        lastName: 'Email',
        email: 'changed@example.org',
        company: null,
        phone: null,
        title: null,
      },
      createDeal: true,
      userId: null,
      credentialId: account.id,
      recovering: false,
    });
    expect(again).toMatchObject({ kind: 'done', contactId: first!.recordId });
    expect(contactsInFake()).toBe(3);
    expect(dealsInFake()).toBe(3);

    // Sync back: the deal moved and handed over in the CRM comes back by polling; an older change does not win.
    const [dealLink] = links.filter((l) => l.prospectId === ids[2] && l.recordType === 'deal');
    const later = new Date(clock.nowMs() + 60_000);
    if (platform === 'hubspot')
      (fake as HubSpotFake).editDeal(
        dealLink!.recordId,
        { dealstage: 'contractsent', hubspot_owner_id: '101' },
        later,
      );
    else (fake as PipedriveFake).editDeal(Number(dealLink!.recordId), { stage_id: 13, owner_id: 701 }, later);
    const connection = (await loadConnection(deps.db, world.space.id, platform))!;
    expect(await pollConnection(deps, connection)).toBe(1);
    const [synced] = await world.db.select().from(crmLinks).where(eq(crmLinks.id, dealLink!.id));
    expect(synced!.stageName).toBe(platform === 'hubspot' ? 'Contract sent' : 'Proposal made');
    expect(synced!.ownerName).toBe(platform === 'hubspot' ? 'Grace Owner2' : 'Tom Berg');
    // Pipedrive keeps whole seconds.
    expect(Math.floor(synced!.remoteModifiedAt!.getTime() / 1000)).toBe(Math.floor(later.getTime() / 1000));
    // Polling again brings nothing new (the cursor moved past it).
    expect(await pollConnection(deps, (await loadConnection(deps.db, world.space.id, platform))!)).toBe(0);
  });

  function runtime() {
    return deps.runtime;
  }
});

describe('crm_push on the native CRM', () => {
  it('opens one deal per prospect in the workspace pipeline, across a crash after it was made', async () => {
    const database = await createTestDatabase();
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
    try {
      const world = await engineWorld(database, { population: 600 });
      const deps: CrmDeps = { db: database.db, secrets: createSecrets('k'), runtime: createCrmRuntime({}) };
      const account = await world.account({
        username: 'native@example.com',
        timezone: 'UTC',
        start: 0,
        end: 24,
      });
      const wf = await world.campaign(account.id, [
        { type: 'crm_push', delay_days: 0, delay_hours: 0, crm: { platform: 'default', create_deal: true } },
      ]);
      const ids = await world.audience(wf, 2);
      world.steps.register(crmPushHandler(createCrmPusher(deps)));
      let crashed = false;
      world.deps.crashHook = (point) => {
        if (point === 'after_driver' && !crashed) {
          crashed = true;
          throw new SimulatedCrash(point);
        }
      };
      await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + DAY), { maxRestarts: 5 });
      await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + DAY), { maxRestarts: 5 });
      const deals = await database.db.select().from(crmDeals).where(inSpace(crmDeals, world.space.id));
      expect(deals.map((d) => d.prospectId).sort()).toEqual([...ids].sort());
      const links = await database.db
        .select()
        .from(crmLinks)
        .where(and(inSpace(crmLinks, world.space.id), eq(crmLinks.platform, 'default')));
      expect(links).toHaveLength(2);
    } finally {
      clock.reset();
      await database.close();
    }
  });
});
