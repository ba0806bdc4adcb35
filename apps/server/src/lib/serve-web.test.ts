import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { signUpUser } from '../test/fixtures.js';

/** A built web app as vite writes it: hashed assets with their .br/.gz copies, index.html. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const js = `export const x = ${JSON.stringify('a'.repeat(5000))};`;
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  return dist;
}

describe('serving the web app and the API like production', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed in the encoding the browser prefers, cached for good', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const body =
        encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(body.toString()).toContain('export const x');
    }
    const plain = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const x');
  });

  it('sends the page the same security headers as the API: scripts from this origin only, never framed', async () => {
    for (const url of ['/', '/campaigns/my-campaigns', '/api/health']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toMatch(/(^|;)\s*script-src 'self'[^;]*/);
      expect(csp.match(/script-src [^;]*/)![0], url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('never lets a browser keep index.html or unhashed files without asking again', async () => {
    for (const url of ['/', '/campaigns/my-campaigns', '/favicon.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/campaigns' })).body).toContain('<div id="root">');
  });

  it('compresses API answers above 1 kB for clients that accept it, and leaves small ones plain', async () => {
    const { email } = await signUpUser(t.app);
    // With the activation mail, a password-reset mail: the outbox answer for this address is over 1 kB.
    await t.app.inject({ method: 'POST', url: '/api/auth/restore', payload: { email } });
    const headers = { 'accept-encoding': 'br, gzip' };
    const big = await t.app.inject({ url: `/api/test/outbox?to=${encodeURIComponent(email)}`, headers });
    expect(big.headers['content-encoding']).toBe('br');
    const text = zlib.brotliDecompressSync(big.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(big.rawPayload.length).toBeLessThan(text.length);
    expect(JSON.parse(text)).toMatchObject({ ok: true });
    const small = await t.app.inject({ url: '/api/health', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ ok: true });
  });
});
