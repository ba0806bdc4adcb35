import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../test/harness.js';
import { addMemberByCode, userWithSpace } from '../test/fixtures.js';
import { apiRoutes, fillPath, routeKey } from '../test/routes.js';

/**
 * Every route that answers without a token. Adding a public route means adding it here, on purpose.
 * Test hooks are registered only with LEADLOOP_TEST_HOOKS=1.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/brand',
  'GET /api/tls/ask',
  'GET /api/uploads/:file',
  'POST /api/auth/create_token',
  'POST /api/auth/restore',
  'GET /api/auth/check_restore_code',
  // Sign in with Google / Microsoft: the provider's redirect back (state checked), the sandbox's consent page.
  'GET /api/auth/sso/:provider/callback',
  'POST /api/auth/sso/sandbox/consent',
  'POST /api/auth/set_password_with_restore_code',
  'GET /api/auth/check_activation_code',
  'POST /api/users/exists',
  'GET /api/test/outbox',
  // Test hooks only (off in production): where the process's memory is, for npm run bench:web.
  'GET /api/test/memory',
  'POST /api/test/clock',
  'GET /api/reports/detailed/:id/download',
  // Stripe calls it; the SDK's signature check is its authentication (modules/billing/stripe-webhook.ts).
  'POST /api/billing/stripe/webhook',
  // The OpenAPI document and its interactive reference (lib/openapi.ts): they describe the API, hold no data.
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  // Calendly's webhook: authenticated by its Calendly-Webhook-Signature (the connection's signing key).
  'POST /api/integrations/calendly/webhook/:id',
  // HubSpot's webhook (X-HubSpot-Signature-v3 of the app secret) and Pipedrive's (its webhook's basic auth).
  'POST /api/integrations/crm/hubspot/webhook',
  'POST /api/integrations/crm/pipedrive/webhook',
  // Inbound mail pushed by SES (through SNS, AWS-signed) and SendGrid (Inbound Parse, Event Webhook): each
  // mailbox's URL carries an HMAC token of its id (modules/inbox/inbound-mail.ts).
  'POST /api/inbox/inbound/ses/:id/:token',
  'POST /api/inbox/inbound/sendgrid/:id/:token',
  'POST /api/inbox/inbound/sendgrid/:id/:token/events',
  // The public video page /v/{videoId} (issue 20): the id is a personal render's unguessable uuid.
  'GET /api/public/videos/:id',
  'GET /api/public/videos/:id/file',
  'GET /api/public/videos/:id/thumbnail',
  'POST /api/public/videos/:id/events',
  // Tracking (issue 15): the open pixel, link redirects and unsubscribe links of sent messages; each id is
  // 128 random bits. POST /api/t/u/:id is also the RFC 8058 one-click unsubscribe a mail client sends.
  'GET /api/t/o/:id',
  'GET /api/t/c/:id',
  'GET /api/t/u/:id',
  'GET /api/t/u/:id/state',
  'POST /api/t/u/:id',
]);

// Iterates every route of the app (it grows with each feature): a generous time limit per test.
describe('route guard (every registered route)', { timeout: 300_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let b: Awaited<ReturnType<typeof userWithSpace>>;
  let memberOfA: Awaited<ReturnType<typeof addMemberByCode>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'A');
    b = await userWithSpace(t.app, 'B');
    memberOfA = await addMemberByCode(t.app, a);
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(apiRoutes(t.app).length).toBeGreaterThan(30);
  });

  it('public routes are exactly the listed ones', () => {
    const publicRoutes = apiRoutes(t.app)
      .filter((r) => r.auth === 'public')
      .map(routeKey)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('every other route answers 401 without a token, and with a made-up token', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(t.app).filter((r) => r.auth !== 'public')) {
      const url = fillPath(route.url);
      for (const token of [undefined, 'made-up-token']) {
        const res = await call(route.method as 'GET', url, { token, query: { space: a.spaceId } });
        if (res.status !== 401 || res.body.ok !== false)
          failures.push(`${routeKey(route)} (token ${token ?? 'none'}) → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every workspace route refuses a user of another workspace', async () => {
    const scoped = apiRoutes(t.app).filter((r) => r.auth === 'space' || r.auth === 'spaceAdmin');
    expect(scoped.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of scoped) {
      // b's token, a's workspace — in the path parameter or the space query, as the route reads it.
      const url = fillPath(route.url, route.spaceParam ? { [route.spaceParam]: a.spaceId } : {});
      const res = await call(route.method as 'GET', url, { token: b.token, query: { space: a.spaceId } });
      if (![403, 404].includes(res.status) || res.body.ok !== false)
        failures.push(`${routeKey(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('every workspace-admin route refuses a plain member of that workspace', async () => {
    const adminOnly = apiRoutes(t.app).filter((r) => r.auth === 'spaceAdmin');
    const failures: string[] = [];
    for (const route of adminOnly) {
      const url = fillPath(route.url, route.spaceParam ? { [route.spaceParam]: a.spaceId } : {});
      const res = await call(route.method as 'GET', url, {
        token: memberOfA.token,
        query: { space: a.spaceId },
      });
      if (res.status !== 403) failures.push(`${routeKey(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('an anonymous token reaches only token-level routes', async () => {
    const anon = (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
    const failures: string[] = [];
    for (const route of apiRoutes(t.app).filter(
      (r) => r.auth === 'user' || r.auth === 'space' || r.auth === 'spaceAdmin',
    )) {
      const res = await call(route.method as 'GET', fillPath(route.url), {
        token: anon,
        query: { space: a.spaceId },
      });
      if (res.status !== 401) failures.push(`${routeKey(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
