import { MESSAGES } from '@leadloop/domain';
import {
  PUBLIC_RATE_LIMIT_PER_CLIENT,
  USER_EXISTS_LIMITS,
  planRateLimits,
} from '@leadloop/domain/billing/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.js';
import { apiClient, createTestApp, createTestAppOn, type TestApp } from '../test/harness.js';
import { uniqueEmail, userWithSpace } from '../test/fixtures.js';
import { USER_EXISTS_FLOOR_MS } from '../modules/users/exists.js';
import { scaledLimit } from './rate-limits.js';

const TOO_MANY = { ok: false, message: MESSAGES.tooManyRequests, code: 429, key: 'tooManyRequests' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Limits on every door (issue 33). One app set up with the harness's high limits; each test then lowers
 * RATE_LIMIT_SCALE on it so that a handful of calls reach a limit (counters start anew at each scale).
 */
describe('rate limits', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let owner: Awaited<ReturnType<typeof userWithSpace>>;
  let tier: number;
  const apiTokens: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    owner = await userWithSpace(t.app, 'Limits');
    tier = owner.space.tier;
    for (const name of ['zap', 'script']) {
      const made = await call('POST', '/api/integrations/api/tokens', {
        token: owner.token,
        query: { space: owner.spaceId },
        body: { name, expires_in_days: 0 },
      });
      apiTokens.push(made.body.payload.token);
    }
  });
  afterAll(() => t.close());

  /** Sets the scale so that one token may make `perToken` requests a minute in the owner's workspace. */
  function limitTokensTo(perToken: number) {
    const { per_token, per_workspace } = planRateLimits(tier);
    t.ctx.config.rateLimitScale = perToken / per_token;
    return { perToken, perWorkspace: scaledLimit(per_workspace, t.ctx.config.rateLimitScale) };
  }
  const listTokens = (token: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: '/api/integrations/api/tokens',
      query: { space: owner.spaceId },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it('a token over its plan’s limit gets 429 in the envelope with Retry-After and RateLimit headers', async () => {
    const { perToken } = limitTokensTo(5);
    for (let i = 1; i <= perToken; i++) {
      const res = await listTokens(apiTokens[0]!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toContain(`"token";q=${perToken};w=60`);
      expect(res.headers.ratelimit).toContain(`"token";r=${perToken - i};t=`);
    }
    const over = await listTokens(apiTokens[0]!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(TOO_MANY);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.ratelimit).toContain('"token";r=0;t=');
    // Another token of the same workspace has its own count.
    expect((await listTokens(apiTokens[1]!)).statusCode).toBe(200);
  });

  it('all tokens of a workspace share its limit, whichever address they call from', async () => {
    const { perToken, perWorkspace } = limitTokensTo(4);
    expect(perWorkspace).toBeGreaterThan(perToken * 2);
    let made = 0;
    for (const token of [...apiTokens, owner.token]) {
      for (let i = 0; i < perToken && made < perWorkspace; i++, made++) {
        expect((await listTokens(token, `198.51.100.${made}`)).statusCode).toBe(200);
      }
    }
    expect(made).toBe(perWorkspace);
    // The session token is still well under its own limit: the workspace's is what refuses it.
    const over = await listTokens(owner.token);
    expect(over.statusCode).toBe(429);
    expect(over.headers.ratelimit).toContain('"workspace";r=0;t=');
    expect(over.json()).toEqual(TOO_MANY);
  });

  it('public routes are limited per client address; X-Forwarded-For is not believed without TRUST_PROXY', async () => {
    t.ctx.config.rateLimitScale = 3 / PUBLIC_RATE_LIMIT_PER_CLIENT;
    const brand = (remoteAddress: string, forwarded?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/brand',
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    for (let i = 0; i < 3; i++) expect((await brand('203.0.113.7', `192.0.2.${i}`)).statusCode).toBe(200);
    const over = await brand('203.0.113.7', '192.0.2.99');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(TOO_MANY);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await brand('203.0.113.8')).statusCode).toBe(200);
  });

  describe('POST /users/exists', () => {
    const exists = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/exists', payload: { email }, remoteAddress });

    it('is limited per client: the call after the limit is 429', async () => {
      t.ctx.config.rateLimitScale = 3 / USER_EXISTS_LIMITS.per_client_per_minute;
      for (let i = 0; i < 3; i++) expect((await exists(uniqueEmail(), '203.0.113.20')).statusCode).toBe(200);
      const over = await exists(uniqueEmail(), '203.0.113.20');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(TOO_MANY);
      expect(over.headers['retry-after']).toBeDefined();
    });

    it('is limited per address, whichever clients ask', async () => {
      t.ctx.config.rateLimitScale = 3 / USER_EXISTS_LIMITS.per_address_per_hour;
      for (let i = 0; i < 3; i++)
        expect((await exists(owner.email, `203.0.113.${30 + i}`)).statusCode).toBe(200);
      const over = await exists(owner.email.toUpperCase(), '203.0.113.40');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(TOO_MANY);
    });

    it('answers in the same shape and no faster for an address with an account than without', async () => {
      t.ctx.config.rateLimitScale = 1000;
      const timed = async (email: string, client: string) => {
        const started = performance.now();
        const res = await exists(email, client);
        return { ms: performance.now() - started, res };
      };
      const known = await timed(owner.email, '203.0.113.50');
      const unknown = await timed(uniqueEmail('nobody'), '203.0.113.51');
      expect(known.res.json()).toEqual({ ok: true, payload: { exists: true } });
      expect(unknown.res.json()).toEqual({ ok: true, payload: { exists: false } });
      expect(Object.keys(known.res.headers).sort()).toEqual(Object.keys(unknown.res.headers).sort());
      // Both wait out the same floor, far above the lookup itself (~1 ms): no branch shows in the timing.
      expect(known.ms).toBeGreaterThanOrEqual(USER_EXISTS_FLOOR_MS - 1);
      expect(unknown.ms).toBeGreaterThanOrEqual(USER_EXISTS_FLOOR_MS - 1);
    });
  });

  describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database', () => {
    let second: TestApp;
    beforeAll(async () => {
      // A second pool and app on the same database: another process's view (its own memory, its own cache).
      const url = (t.ctx.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      second = await createTestAppOn(await openPostgres(url, 2), { rateLimitScale: 1000 });
    });
    afterAll(() => second?.close());

    it('share one count: calls split over both processes reach the token’s limit once', async () => {
      const { perToken } = limitTokensTo(6);
      second.ctx.config.rateLimitScale = t.ctx.config.rateLimitScale;
      // A fresh token: the earlier tests spent the others' counts.
      const made = await call('POST', '/api/integrations/api/tokens', {
        token: owner.token,
        query: { space: owner.spaceId },
        body: { name: 'two processes', expires_in_days: 0 },
      });
      const token = made.body.payload.token as string;
      const statuses: number[] = [];
      for (let i = 0; i <= perToken; i++) {
        const app = i % 2 === 0 ? t.app : second.app;
        const res = await app.inject({
          method: 'GET',
          url: '/api/integrations/api/tokens',
          query: { space: owner.spaceId },
          headers: { authorization: `Bearer ${token}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(perToken).fill(200), 429]);
    });
  });
});
