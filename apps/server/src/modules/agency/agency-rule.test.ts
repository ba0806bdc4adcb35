import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, agencyGroupSpaces, agencyGroups, campaignProspects } from '../../db/schema/index.js';
import type { AgencyRule } from '@leadloop/domain/agency/rules';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { claimStep } from '../engine/claim.js';
import { tick } from '../engine/engine.js';
import type { StepType } from '../engine/sequence.js';

/**
 * Issue 42: two workspaces of one agency group target the same person; under claims made at once exactly
 * one contacts, the other holds the prospect with the reason; a workspace outside the group still may.
 */
describe('the agency rule in the engine’s claim', () => {
  let database: Database;
  let worlds: Awaited<ReturnType<typeof engineWorld>>[];
  let groupId: string;
  let round = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-04-06T09:00:00Z') - clock.nowMs());
    // Three workspaces; each world adds the same sandbox members in the same order: the same people.
    worlds = [];
    for (let i = 0; i < 3; i++) worlds.push(await engineWorld(database, { population: 500 }));
    const [group] = await database.db
      .insert(agencyGroups)
      .values({ name: 'Agency', windowDays: 30 })
      .returning();
    groupId = group!.id;
    await database.db.insert(agencyGroupSpaces).values([
      { groupId, spaceId: worlds[0]!.space.id },
      { groupId, spaceId: worlds[1]!.space.id },
    ]);
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  const setRule = (rule: AgencyRule) =>
    database.db.update(agencyGroups).set({ rule }).where(eq(agencyGroups.id, groupId));

  /** Each world runs a one-step campaign (its step type) to the round's one person; all claimed at once. */
  async function contactAtOnce(types: StepType[]) {
    round++;
    const cps: string[] = [];
    for (const [i, type] of types.entries()) {
      const world = worlds[i]!;
      const account = await world.account({
        username: `r${round}-${i}@example.com`,
        timezone: 'UTC',
        start: 0,
        end: 0,
      });
      const wf = await world.campaign(account.id, [{ type, delay_days: 0, delay_hours: 0 }]);
      const [prospectId] = await world.audience(wf, 1);
      const [cp] = await database.db
        .select()
        .from(campaignProspects)
        .where(and(eq(campaignProspects.workflowId, wf.id), eq(campaignProspects.prospectId, prospectId!)));
      cps.push(cp!.id);
    }
    await tick(worlds[0]!.deps); // the first look starts every sequence; nothing acts in that pass
    const claims = await Promise.all(cps.map((id, i) => claimStep(worlds[i]!.deps, id)));
    const rows = await database.db.select().from(campaignProspects).where(inArray(campaignProspects.id, cps));
    const logged = await database.db
      .select({ cp: actions.campaignProspectId })
      .from(actions)
      .where(inArray(actions.campaignProspectId, cps));
    return cps.map((id, i) => {
      const row = rows.find((r) => r.id === id)!;
      return {
        acted: claims[i]!.kind === 'act',
        logged: logged.some((a) => a.cp === id),
        status: row.status,
        pausedReason: row.pausedReason,
      };
    });
  }

  const held = { acted: false, logged: false, status: 'paused', pausedReason: 'contacted_by_agency' };
  const contacted = { acted: true, logged: true, status: 'active', pausedReason: null };

  it.each<StepType>(['connection_request', 'message', 'inmail', 'email', 'voicemail'])(
    'any channel: exactly one workspace of the group contacts by %s; outside the group one still does',
    async (type) => {
      await setRule('any_channel');
      const [a, b, outside] = await contactAtOnce([type, type, type]);
      expect([a, b].filter((r) => r!.acted)).toHaveLength(1);
      expect([a, b].find((r) => !r!.acted)).toEqual(held);
      expect([a, b].find((r) => r!.acted)).toEqual(contacted);
      expect(outside).toEqual(contacted);
    },
  );

  it('any channel: an email in one workspace holds a connection request in the other', async () => {
    await setRule('any_channel');
    const [a, b] = await contactAtOnce(['email', 'connection_request']);
    expect([a, b].filter((r) => r!.acted)).toHaveLength(1);
    expect([a, b].find((r) => !r!.acted)).toEqual(held);
  });

  it('same channel: other channels may; the same channel is held', async () => {
    await setRule('same_channel');
    const [a, b] = await contactAtOnce(['email', 'connection_request']);
    expect([a, b]).toEqual([contacted, contacted]);
    const [c, d] = await contactAtOnce(['email', 'email']);
    expect([c, d].filter((r) => r!.acted)).toHaveLength(1);
  });

  it('off: both workspaces of the group may', async () => {
    await setRule('off');
    const [a, b] = await contactAtOnce(['message', 'message']);
    expect([a, b]).toEqual([contacted, contacted]);
  });

  it('a step that does not contact (a profile view) is never held', async () => {
    await setRule('any_channel');
    const [a, b] = await contactAtOnce(['view_profile', 'view_profile']);
    expect([a, b]).toEqual([contacted, contacted]);
  });
});
