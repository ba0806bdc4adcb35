import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers with the API envelope and the database kind', async () => {
    const res = await apiClient(t.app)('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, payload: { status: 'ok', database: t.ctx.database.kind } });
  });

  it('unknown API paths are a 404 envelope', async () => {
    const res = await apiClient(t.app)('GET', '/api/nope');
    expect(res.body).toEqual({ ok: false, message: 'Not found', code: 404, key: 'notFound' });
  });
});
