import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser } from '../../test/fixtures.js';
import { clock } from '../../lib/clock.js';

describe('test hooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /test/outbox lists the mails to an address, newest first, with their links', async () => {
    const { email } = await signUpUser(t.app);
    const res = await apiClient(t.app)('GET', '/api/test/outbox', { query: { to: email.toUpperCase() } });
    expect(res.body.payload).toHaveLength(1);
    expect(res.body.payload[0]).toMatchObject({
      to: email,
      kind: 'activation',
      status: 'logged',
      links: [expect.stringContaining('activation_code=')],
    });
  });

  it('POST /test/clock moves the server clock forward', async () => {
    const before = clock.nowMs();
    try {
      const res = await apiClient(t.app)('POST', '/api/test/clock', { body: { advance_ms: 3_600_000 } });
      expect(res.status).toBe(200);
      expect(clock.nowMs() - before).toBeGreaterThanOrEqual(3_600_000);
      expect((await apiClient(t.app)('POST', '/api/test/clock', { body: { advance_ms: -5 } })).status).toBe(
        400,
      );
      const reset = await apiClient(t.app)('POST', '/api/test/clock', { body: { reset: true } });
      expect(reset.body.payload.offset_ms).toBe(0);
    } finally {
      clock.reset();
    }
  });

  it('are not registered without LEADLOOP_TEST_HOOKS', async () => {
    const prod = await createTestApp({ testHooks: false });
    try {
      expect((await apiClient(prod.app)('GET', '/api/test/outbox', { query: { to: 'a@b.co' } })).status).toBe(
        404,
      );
      expect((await apiClient(prod.app)('POST', '/api/test/clock', { body: { advance_ms: 1 } })).status).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  }, 120_000);
});
