import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { CODES, MESSAGES } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from './app.js';
import { failureBody } from './lib/errors.js';
import { SERVER_ROOT } from './lib/paths.js';
import { createTestApp, type TestApp } from './test/harness.js';

/** A Content-Security-Policy header as directive → sources. */
function cspOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Sends bytes as they are (no client would send these) and reads the one answer until the server closes. */
function rawRequest(port: number, request: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: unknown }>(
    (resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString();
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
      });
    },
  );
}

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

  it('sends security headers: a CSP without inline scripts, no framing, no sniffing, no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    // account data is never kept by a browser or shared cache
    expect(res.headers['cache-control']).toBe('no-store');
    // Plain http: no HSTS, which would pin a browser to an https this install may not serve.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over TLS through a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const tls = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  }, 120_000);

  it('the web app’s index.html runs no inline script (the CSP would block it)', () => {
    const html = fs.readFileSync(path.join(SERVER_ROOT, '../web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  describe('Node’s own refusals, on a listening socket, in the envelope', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('a 20 kB URL is 431, a broken request line 400, a bad URL 400', async () => {
      const long = await rawRequest(
        port,
        `GET /api/brand?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(long.status).toBe(431);
      expect(long.headers['content-type']).toMatch(/^application\/json/);
      expect(long.body).toEqual({
        ok: false,
        message: MESSAGES.requestHeadersTooLarge,
        code: 431,
        key: 'requestHeadersTooLarge',
      });
      const broken = await rawRequest(port, 'GET /api/brand HTTP/1.1 extra\r\nHost: x\r\n\r\n');
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({
        ok: false,
        message: MESSAGES.invalidRequest,
        code: 400,
        key: 'invalidRequest',
      });
      const badUrl = await rawRequest(
        port,
        'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(badUrl.status).toBe(400);
      expect(badUrl.body).toEqual({
        ok: false,
        message: MESSAGES.invalidRequest,
        code: 400,
        key: 'invalidRequest',
      });
    });

    it('a body over the limit is 413 over the wire too', async () => {
      const body = JSON.stringify({ email: 'x'.repeat(JSON_BODY_LIMIT + 10) });
      const res = await rawRequest(
        port,
        `POST /api/users/exists HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        ok: false,
        message: MESSAGES.tooLongRequest,
        code: 413,
        key: 'tooLongRequest',
      });
    });
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

  it('every failure carries a catalogue key: framework texts and outside words (as a template param) alike', async () => {
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
    // e.g. a mail server's own refusal: its words are the {reason} of a catalogue text
    expect(failureBody(409, CODES.mailboxRefused, { reason: '550 mailbox unavailable' })).toEqual({
      ok: false,
      message: 'The mailbox refused the message: 550 mailbox unavailable',
      code: 409,
      key: 'mailboxRefused',
      params: { reason: '550 mailbox unavailable' },
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
