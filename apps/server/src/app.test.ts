import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureBody } from './lib/errors.js';
import { createTestApp, type TestApp } from './test/harness.js';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test-only/crash', { config: { auth: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
    });
  });
  afterAll(() => t.close());

  it('an unexpected failure is a 500 envelope without details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ok: false,
      message: 'Something went wrong',
      code: 500,
      key: 'somethingWentWrong',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('echoes the caller’s request id, or makes one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(given.headers['x-request-id']).toBe('req-123');
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('CORS is closed by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/fetch_user',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS allows exactly the configured origins', async () => {
    const open = await createTestApp({ corsOrigins: ['https://app.example'] });
    try {
      const ok = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/users/fetch_user',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
      });
      expect(ok.statusCode).toBeLessThan(300);
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
      const other = await open.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  }, 120_000);

  it('a JSON body over 1 MB is 413 before any authentication work', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/exists',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, message: 'Too long request', code: 413, key: 'tooLongRequest' });
  });

  it('every failure carries a key: framework texts are in the catalogue, other texts are keyed validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/exists',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: 'Invalid JSON body',
      code: 400,
      key: 'invalidJsonBody',
    });
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/users/exists',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(media.json()).toMatchObject({
      ok: false,
      message: 'Unsupported content type',
      key: 'unsupportedContentType',
    });
    // e.g. a mail server's own refusal, passed through as it came
    expect(failureBody(409, '550 mailbox unavailable')).toEqual({
      ok: false,
      message: '550 mailbox unavailable',
      code: 409,
      key: 'validation',
    });
  });

  it('GET /brand gives the brand config without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brand' });
    expect(res.json().payload).toMatchObject({
      brand: 'leadloop',
      name: 'Leadloop',
      colors: { primary: expect.any(String) },
      logo_url: null,
    });
    expect(res.json().payload).not.toHaveProperty('can_create_workspaces');
  });
});
