import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { apiRoutes, routeKey } from '../test/routes.js';

/** Answers that are not JSON (files, CSV downloads) and the test hooks: no response schema applies. */
const NOT_JSON = new Set([
  'GET /api/uploads/:file',
  'GET /api/inbox/attachments/:id',
  'GET /api/voicemail/audio/:id/file',
  'GET /api/profiles/export_csv',
  'GET /api/workflows/:id/export_csv',
  'GET /api/searches/:id/download_csv',
]);
const TEST_HOOKS = /^(GET|POST) \/api\/test\//;

/**
 * Routes still answering without a registered schema. The list only shrinks: a new route declares
 * `schema.response[200]` (a domain schema) from its first commit, and a route that gains one leaves
 * the list (the test says so).
 */
const NOT_YET = new Set<string>([]);

describe('every JSON answer has a registered response schema (the domain is the contract)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('no route answers JSON without one, and the list of exceptions is exact', () => {
    const routes = apiRoutes(t.app).filter((r) => !NOT_JSON.has(routeKey(r)) && !TEST_HOOKS.test(routeKey(r)));
    const missing = routes.filter((r) => !r.schema?.response?.[200]).map(routeKey);
    expect(missing.filter((k) => !NOT_YET.has(k)), 'routes without a response schema').toEqual([]);
    expect(
      [...NOT_YET].filter((k) => !missing.includes(k)),
      'listed but now registered (remove from NOT_YET)',
    ).toEqual([]);
  });

  it('file answers are never JSON-checked, and every listed file route exists', () => {
    const keys = new Set(apiRoutes(t.app).map(routeKey));
    expect([...NOT_JSON].filter((k) => !keys.has(k))).toEqual([]);
  });
});
