import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
});
afterAll(() => t.close());

describe('agency', () => {
  it('a member reads their workspace; another workspace is refused', async () => {
    const owner = await userWithSpace(t.app);
    const other = await userWithSpace(t.app, 'Other');
    const mine = await call('GET', '/api/agency', { token: owner.token, query: { space: owner.spaceId } });
    expect(mine.status).toBe(200);
    expect(mine.body.payload).toEqual({ space_id: owner.spaceId, items: [] });
    const foreign = await call('GET', '/api/agency', { token: other.token, query: { space: owner.spaceId } });
    expect(foreign.status).toBe(403);
  });
});
