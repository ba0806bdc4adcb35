import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { credentials } from '../../db/schema/index.js';

/** Issue 35: a campaign link opened in another workspace offers to switch, and reveals no one else's workspace. */
describe('GET /workflows/:id/workspace', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let owner: Awaited<ReturnType<typeof userWithSpace>>;
  let campaignId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    owner = await userWithSpace(t.app, 'Sales team');
    const [account] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: owner.spaceId, username: 'acct@example.com', timezone: 'UTC' })
      .returning();
    const created = await call('POST', '/api/workflows', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { credentials_id: account!.id, name: 'Fintech founders', sequence: [] },
    });
    campaignId = created.body.payload._id;
  });
  afterAll(() => t.close());

  const locate = (token: string, id = campaignId) => call('GET', `/api/workflows/${id}/workspace`, { token });

  it("names the caller's workspace that holds the campaign, whichever workspace is open", async () => {
    const other = await call('POST', '/api/space/create', {
      token: owner.token,
      body: { name: 'Side project' },
    });
    expect(other.status).toBe(200);
    const inOther = await call('GET', `/api/workflows/${campaignId}`, {
      token: owner.token,
      query: { space: other.body.payload._id },
    });
    expect(inOther.body.message).toBe(MESSAGES.campaignNotFound);
    const res = await locate(owner.token);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ space: { _id: owner.spaceId, name: 'Sales team' } });
  });

  it('never names a workspace the caller is not a member of, nor one whose account the member may not use', async () => {
    const stranger = await userWithSpace(t.app, 'Elsewhere');
    const member = await addMemberByCode(t.app, owner);
    for (const token of [stranger.token, member.token]) {
      const res = await locate(token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ key: 'campaignNotFound' });
      expect(JSON.stringify(res.body)).not.toContain('Sales team');
      expect(JSON.stringify(res.body)).not.toContain(owner.spaceId);
    }
    // the same answer as a campaign that does not exist, malformed id or not
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await locate(stranger.token, id)).body).toMatchObject({ key: 'campaignNotFound' });
  });
});
