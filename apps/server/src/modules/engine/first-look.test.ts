import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { campaignProspects, prospects, sandboxMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import type { NetworkDriver } from '../../providers/network/index.js';
import type { EngineDeps } from './deps.js';
import { tick } from './engine.js';

const START = Date.parse('2026-01-06T10:00:00Z');
const setClock = (ms: number) => clock.advance(ms - clock.nowMs());

/**
 * The first look's "talked before the campaign" (000 §4 paused reason contacted_before_campaign): a
 * prospect the account already has a conversation with is paused unless the campaign includes them, asked
 * of the network for the whole batch at once (talkedTo) or, for a driver without it, prospect by prospect.
 */
describe('first look: talked before the campaign', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let accountNo = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    setClock(START);
    world = await engineWorld(database, { population: 500 });
  }, 120_000);
  afterAll(() => database?.close());

  /** A campaign of 4 prospects; the account talked with the 2nd one yesterday (the member wrote first). */
  async function campaignWithOneTalkedTo(includeTalkedBefore: boolean) {
    const acc = await world.account({
      username: `talk${accountNo++}@example.com`,
      timezone: 'UTC',
      start: 0,
      end: 0,
    });
    const wf = await world.campaign(acc.id, [{ type: 'view_profile', delay_days: 0, delay_hours: 0 }], {
      isIncludeTalkedBefore: includeTalkedBefore,
    });
    const ids = await world.audience(wf, 4);
    const [talked] = await database.db.select().from(prospects).where(eq(prospects.id, ids[1]!));
    await database.db.insert(sandboxMessages).values({
      id: `pre-${acc.id}`,
      credentialId: acc.id,
      memberId: talked!.networkId!,
      direction: 'inbound',
      kind: 'message',
      text: 'Hi, saw your post',
      sentAt: new Date(START - 86_400_000),
    });
    return ids;
  }

  async function statesOf(ids: string[]) {
    const rows = await database.db
      .select({
        prospectId: campaignProspects.prospectId,
        status: campaignProspects.status,
        pausedReason: campaignProspects.pausedReason,
      })
      .from(campaignProspects)
      .where(inArray(campaignProspects.prospectId, ids));
    expect(rows).toHaveLength(ids.length);
    return ids.map((id) => rows.find((r) => r.prospectId === id)!).map((r) => [r.status, r.pausedReason]);
  }

  async function firstLooks(deps: EngineDeps) {
    for (let i = 0; i < 3; i++) await tick(deps);
  }

  it('pauses the prospect the account talked with, asked for the batch at once', async () => {
    const asked: number[] = [];
    const network = world.network as NetworkDriver;
    const counting = Object.create(network) as NetworkDriver;
    counting.talkedTo = (account, members) => {
      asked.push(members.length);
      return network.talkedTo!.call(network, account, members);
    };
    counting.getConversationState = () => {
      throw new Error('the batch answered: no per-prospect look');
    };
    const ids = await campaignWithOneTalkedTo(false);
    await firstLooks({ ...world.deps, network: counting });
    const states = await statesOf(ids);
    expect(states[1]).toEqual(['paused', 'contacted_before_campaign']);
    for (const i of [0, 2, 3]) expect(states[i]![0]).not.toBe('paused');
    expect(asked).toEqual([4]);
  });

  it('asks prospect by prospect when the driver cannot answer for a batch, with the same result', async () => {
    const network = world.network as NetworkDriver;
    const plain = Object.create(network) as NetworkDriver;
    plain.talkedTo = undefined;
    const ids = await campaignWithOneTalkedTo(false);
    await firstLooks({ ...world.deps, network: plain });
    const states = await statesOf(ids);
    expect(states[1]).toEqual(['paused', 'contacted_before_campaign']);
    for (const i of [0, 2, 3]) expect(states[i]![0]).not.toBe('paused');
  });

  it('keeps the prospect in a campaign that includes people talked to before', async () => {
    const ids = await campaignWithOneTalkedTo(true);
    await firstLooks(world.deps);
    const states = await statesOf(ids);
    expect(states.every(([status]) => status !== 'paused')).toBe(true);
  });
});
