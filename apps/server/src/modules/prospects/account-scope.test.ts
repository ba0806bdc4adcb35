import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { campaignProspects, conversations, prospects, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { recordMessage } from '../inbox/index.js';
import { upsertProspects } from '../prospects-core/index.js';
import { enrollProspects } from '../engine/index.js';
import { prospectsWorld } from '../../test/prospects-world.js';

/**
 * prospects.credential_ids (the accounts a prospect belongs to) is kept by database triggers on campaign
 * rows and conversations; the member's scope of the list and the card follows it on every change.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
});
afterAll(() => t.close());

const accountsOf = async (id: string) =>
  [...(await w.db.select().from(prospects).where(eq(prospects.id, id)))[0]!.credentialIds].sort();
const memberSees = async (id: string) =>
  (await call('GET', `/api/profiles/${id}`, { token: w.member.token, query: w.q })).status === 200;
const memberList = async () =>
  (await call('GET', '/api/profiles', { token: w.member.token, query: w.q })).body.payload.items.map(
    (p: { _id: string }) => p._id,
  );

describe('prospect accounts kept by the database', () => {
  it('start from the campaign rows', async () => {
    expect(await accountsOf(w.p.ada)).toEqual([w.c1.id]);
    expect(await accountsOf(w.p.cyd)).toEqual([w.c2.id]);
    expect(await accountsOf(w.p.dee)).toEqual([]);
    expect(await memberSees(w.p.dee)).toBe(false);
  });

  it('a conversation adds its account; a campaign row of another account adds that one', async () => {
    await recordMessage(w.db, {
      spaceId: w.admin.spaceId,
      credentialId: w.c1.id,
      prospectId: w.p.dee,
      channel: 'linkedIn',
      direction: 'inbound',
      text: 'Hi there',
      status: 'received',
      sentAt: clock.now(),
    });
    expect(await accountsOf(w.p.dee)).toEqual([w.c1.id]);
    expect(await memberSees(w.p.dee)).toBe(true);
    expect(await memberList()).toContain(w.p.dee);
    // A second message (conversation upsert) changes nothing.
    await recordMessage(w.db, {
      spaceId: w.admin.spaceId,
      credentialId: w.c1.id,
      prospectId: w.p.dee,
      channel: 'linkedIn',
      direction: 'inbound',
      text: 'Again',
      status: 'received',
      sentAt: clock.now(),
    });
    expect(await accountsOf(w.p.dee)).toEqual([w.c1.id]);
    await enrollProspects(w.db, w.w2, [w.p.dee], { now: clock.now() });
    expect(await accountsOf(w.p.dee)).toEqual([w.c1.id, w.c2.id].sort());
  });

  it('deleting the conversation takes its account off; a campaign row moved to another account follows', async () => {
    await w.db.delete(conversations).where(eq(conversations.prospectId, w.p.dee));
    expect(await accountsOf(w.p.dee)).toEqual([w.c2.id]);
    expect(await memberSees(w.p.dee)).toBe(false);
    expect(await memberList()).not.toContain(w.p.dee);
    await w.db
      .update(campaignProspects)
      .set({ credentialId: w.c1.id })
      .where(eq(campaignProspects.prospectId, w.p.dee));
    expect(await accountsOf(w.p.dee)).toEqual([w.c1.id]);
    // An ordinary engine-style update of the row leaves the accounts alone.
    await w.db
      .update(campaignProspects)
      .set({ status: 'active' })
      .where(eq(campaignProspects.prospectId, w.p.dee));
    expect(await accountsOf(w.p.dee)).toEqual([w.c1.id]);
  });

  it('bulk enrolment and deleting a whole campaign keep many prospects exact at once', async () => {
    const ids = await upsertProspects(
      w.db,
      w.admin.spaceId,
      Array.from({ length: 300 }, (_, i) => ({
        profileLink: `https://network.sandbox.local/in/bulk-${i}`,
        networkId: `bulk-${i}`,
        firstName: 'Bulk',
        lastName: String(i),
      })),
    );
    const bulk = [...ids.values()];
    const [wf] = await w.db
      .insert(workflows)
      .values({ spaceId: w.admin.spaceId, credentialId: w.c1.id, name: 'Bulk', status: 'active' })
      .returning();
    await enrollProspects(w.db, wf!, bulk, { now: clock.now() });
    const rows = await w.db.select().from(prospects).where(inArray(prospects.id, bulk));
    expect(rows.every((r) => r.credentialIds.length === 1 && r.credentialIds[0] === w.c1.id)).toBe(true);
    await w.db.delete(workflows).where(eq(workflows.id, wf!.id));
    const after = await w.db.select().from(prospects).where(inArray(prospects.id, bulk));
    expect(after.every((r) => r.credentialIds.length === 0)).toBe(true);
    // dee's own campaign row (w2) is untouched by that delete.
    expect(await accountsOf(w.p.dee)).toEqual([w.c1.id]);
  });
});
