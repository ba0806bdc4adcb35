import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AgencyOverlap } from '@leadloop/domain/agency/entities';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';
import { users } from '../../db/schema/index.js';
import { upsertProspects } from '../prospects-core/index.js';

/**
 * Issue 42: before a campaign starts, an admin sees how many people each pair of an agency group's
 * workspaces share — matched by any identifier's hash, each person counted once — and never who they are.
 */
describe('an agency group’s overlap', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let adminToken: string;
  const spaceIds: string[] = [];

  const person = (handle: string, extra: Record<string, string> = {}) => ({
    profileLink: `https://linkedin.com/in/${handle}`,
    networkId: handle,
    firstName: 'Ines',
    lastName: `Marlowe-${handle}`,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    const admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.user._id));
    adminToken = admin.token;
    for (const name of ['Client A', 'Client B', 'Client C'])
      spaceIds.push((await userWithSpace(t.app, name)).spaceId);
    const [a, b, c] = spaceIds as [string, string, string];
    // A and B share two people: one by email (another profile in B), one by profile and email at once.
    // A and C share one, by phone spelled another way. B and C share none.
    await upsertProspects(t.ctx.db, a, [
      person('ines-m', { workEmail: 'ines@example.org' }),
      person('tom-k', { workEmail: 'tom@example.org' }),
      person('lea-p', { phone: '+33 6 12 34 56 78' }),
      person('only-a'),
    ]);
    await upsertProspects(t.ctx.db, b, [
      person('ines-other', { personalEmail: 'INES@example.org' }),
      person('tom-k', { workEmail: 'tom@example.org' }),
      person('only-b'),
    ]);
    await upsertProspects(t.ctx.db, c, [person('lea-c', { phone: '+33 (6) 12-34-56-78' }), person('only-c')]);
  }, 60_000);
  afterAll(() => t.close());

  it('counts the people each pair of workspaces shares, by hash, and names nobody', async () => {
    const group = await call('POST', '/api/admin/agency-groups', {
      token: adminToken,
      body: { name: 'Agency', rule: 'any_channel', window_days: 30, space_ids: spaceIds },
    });
    expect(group.status).toBe(200);
    const id = (group.body.payload as { _id: string })._id;
    const res = await call('GET', `/api/admin/agency-groups/${id}/overlap`, { token: adminToken });
    expect(res.status).toBe(200);
    const overlap = res.body.payload as AgencyOverlap;
    const [a, b, c] = spaceIds as [string, string, string];
    const shared = (x: string, y: string) =>
      overlap.pairs.find((p) => (p.a === x && p.b === y) || (p.a === y && p.b === x))?.shared;
    expect(overlap.pairs).toHaveLength(3);
    expect(shared(a, b)).toBe(2);
    expect(shared(a, c)).toBe(1);
    expect(shared(b, c)).toBe(0);
    expect(Object.fromEntries(overlap.spaces.map((s) => [s._id, s.people]))).toEqual({
      [a]: 4,
      [b]: 3,
      [c]: 2,
    });
    const text = JSON.stringify(res.body);
    for (const leak of ['ines', 'tom', 'lea', 'marlowe', '612345678', 'example.org'])
      expect(text.toLowerCase()).not.toContain(leak);
  });

  it('is the admins’ only: a workspace owner is refused', async () => {
    const owner = await userWithSpace(t.app, 'Not an admin');
    const groups = await call('GET', '/api/admin/agency-groups', { token: adminToken });
    const id = (groups.body.payload as { items: { _id: string }[] }).items[0]!._id;
    const res = await call('GET', `/api/admin/agency-groups/${id}/overlap`, { token: owner.token });
    expect(res.status).toBe(403);
  });
});
