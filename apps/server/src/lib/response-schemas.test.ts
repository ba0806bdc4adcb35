import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { apiRoutes, routeKey } from '../test/routes.js';

/** Answers that are not JSON (files, CSV downloads): no response schema applies. */
const NOT_JSON = new Set([
  'GET /api/uploads/:file',
  'GET /api/inbox/attachments/:id',
  'GET /api/voicemail/audio/:id/file',
  'GET /api/dialer/calls/:id/recording',
  'GET /api/profiles/export_csv',
  'GET /api/workflows/:id/export_csv',
  'GET /api/reports/export_csv',
  'GET /api/reports/detailed/:id/download',
  'GET /api/searches/:id/download_csv',
  // Data-subject requests' zip and the audit log's CSV (issue 42).
  'GET /api/admin/data-requests/:id/export',
  'GET /api/admin/audit-log/export',
  'GET /api/privacy/data-requests/:id/export',
  'GET /api/privacy/audit-log/export',
  'GET /api/public/videos/:id/file',
  'GET /api/public/videos/:id/thumbnail',
  // Sign in with Google / Microsoft: the provider's callback redirects to the web app.
  'GET /api/auth/sso/:provider/callback',
  // Tracking: a pixel and two redirects.
  'GET /api/t/o/:id',
  'GET /api/t/c/:id',
  'GET /api/t/u/:id',
  // The OpenAPI reference (HTML, assets) and the document itself, which is not enveloped.
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
]);
const TEST_HOOK = /^(GET|POST) \/api\/test\//;

/** JSON routes that register no `schema.response[200]` (a domain schema): there must be none. */
function routesWithoutResponseSchema(app: FastifyInstance): string[] {
  return apiRoutes(app)
    .filter((r) => !NOT_JSON.has(routeKey(r)) && !TEST_HOOK.test(routeKey(r)))
    .filter((r) => !r.schema?.response?.[200])
    .map(routeKey);
}

describe('every JSON answer has a registered response schema (the domain is the contract)', () => {
  let t: TestApp;
  let withStray: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    withStray = await createTestApp({}, (app) => {
      app.get('/api/stray', { config: { auth: 'public' } }, async () => ({ anything: true }));
    });
  });
  afterAll(async () => {
    await t.close();
    await withStray.close();
  });

  it('no route answers JSON without one', () => {
    expect(routesWithoutResponseSchema(t.app)).toEqual([]);
  });

  it('a new route without one is found (the rule bites)', () => {
    expect(routesWithoutResponseSchema(withStray.app)).toEqual(['GET /api/stray']);
  });

  it('every route listed as a file answer exists', () => {
    const keys = new Set(apiRoutes(t.app).map(routeKey));
    expect([...NOT_JSON].filter((k) => !keys.has(k))).toEqual([]);
  });
});
