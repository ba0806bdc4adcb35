import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../test/harness.js';
import { userWithSpace } from '../test/fixtures.js';

describe('Idempotency-Key on POST', { timeout: 60_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'A');
  });
  afterAll(() => t.close());

  const create = (key: string | undefined, name: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/integrations/api/tokens?space=${a.spaceId}`,
      headers: { authorization: `Bearer ${a.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { name, expires_in_days: 7 },
    });
  const count = async () =>
    (await call('GET', '/api/integrations/api/tokens', { token: a.token, query: { space: a.spaceId } })).body
      .payload.length as number;

  it('a repeat of the same request gets the first answer and does nothing twice', async () => {
    const first = await create('k-1', 'Once');
    const again = await create('k-1', 'Once');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(1);
  });

  it('the same key with a different body is refused; without a key nothing changes', async () => {
    const other = await create('k-1', 'Twice');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MESSAGES.idempotencyKeyReused);
    await create(undefined, 'Plain');
    await create(undefined, 'Plain');
    expect(await count()).toBe(3);
  });

  it('a request refused by validation never ran: its key serves the corrected one; keys belong to one token', async () => {
    const bad = await create('k-2', ' ');
    expect(bad.statusCode).toBe(400);
    const fixed = await create('k-2', 'Fixed');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    const b = await userWithSpace(t.app, 'B');
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/api/tokens?space=${b.spaceId}`,
      headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': 'k-1' },
      payload: { name: 'Once', expires_in_days: 7 },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});
