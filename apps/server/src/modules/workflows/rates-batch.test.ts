import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { credentials } from '../../db/schema/index.js';

describe('GET /workflows/rates: the campaign list asks once for every campaign', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let b: Awaited<ReturnType<typeof userWithSpace>>;
  const ids: string[] = [];
  let foreign: string;

  const account = async (spaceId: string) => {
    const [row] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId, username: `${randomUUID()}@example.com`, timezone: 'UTC' })
      .returning();
    return row!.id;
  };
  const campaign = async (owner: typeof a, credentialId: string, name: string) => {
    const res = await call('POST', '/api/workflows', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { credentials_id: credentialId, name, sequence: [{ type: 'view_profile' }] },
    });
    expect(res.status).toBe(200);
    return res.body.payload._id as string;
  };
  const batch = (idList: string, owner = a) =>
    call('GET', '/api/workflows/rates', { token: owner.token, query: { space: owner.spaceId, ids: idList } });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'A');
    b = await userWithSpace(t.app, 'B');
    const credA = await account(a.spaceId);
    for (const name of ['One', 'Two', 'Three']) ids.push(await campaign(a, credA, name));
    foreign = await campaign(b, await account(b.spaceId), 'Theirs');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers each listed campaign's rates, keyed by id, the same as its own /rates", async () => {
    const res = await batch([...ids, ids[0]].join(','));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.payload).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const single = await call('GET', `/api/workflows/${id}/rates`, {
        token: a.token,
        query: { space: a.spaceId },
      });
      expect(res.body.payload[id]).toEqual(single.body.payload);
      expect(res.body.payload[id].totals).toMatchObject({ prospects: 0, invited: 0 });
    }
  });

  it("leaves out another workspace's campaign, and refuses another workspace's caller", async () => {
    const res = await batch(`${ids[1]},${foreign}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.payload)).toEqual([ids[1]]);
    const intruder = await call('GET', '/api/workflows/rates', {
      token: b.token,
      query: { space: a.spaceId, ids: ids.join(',') },
    });
    expect(intruder.status).toBe(403);
  });

  it('refuses ids that are not campaign ids, none at all, or more than 100', async () => {
    expect((await batch('not-a-uuid')).status).toBe(400);
    expect((await batch('')).status).toBe(400);
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expect((await batch(many)).status).toBe(400);
  });
});
