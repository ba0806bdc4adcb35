import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDomains } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';

/** Caddy on this machine (Debian's `caddy` package); without it this end-to-end check is skipped. */
const CADDY = spawnSync('caddy', ['version']).status === 0;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** GET over TLS through the proxy, asking for `host` by SNI (the certificate is Caddy's internal CA's). */
function viaProxy(port: number, host: string, url: string) {
  return new Promise<{ status: number; body: string; names: string }>((resolve, reject) => {
    const req = https.get(
      { host: '127.0.0.1', port, path: url, servername: host, headers: { host }, rejectUnauthorized: false },
      (res) => {
        const names = String(
          (res.socket as import('node:tls').TLSSocket).getPeerCertificate().subjectaltname,
        );
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, names }));
      },
    );
    req.on('error', reject);
  });
}

/**
 * The README's Caddy setup, end to end: Caddy asks /api/tls/ask before issuing a certificate on demand (its
 * internal CA stands in for the ACME one, the ask flow is the same), so a verified tracking domain gets one
 * and serves its video page through the proxy, and an unverified or unknown name gets no certificate.
 */
describe.skipIf(!CADDY)('tracking domains behind Caddy on-demand TLS', () => {
  let t: TestApp;
  let caddy: ChildProcess;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-caddy-'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ webDist: path.join(dir, 'dist'), publicUrl: 'https://app.leadloop.test' });
    const { spaceId } = await userWithSpace(t.app);
    const row = (domain: string, status: 'ready' | 'pending') => ({
      spaceId,
      domain,
      cnameTarget: 'app.leadloop.test',
      baseUrl: `https://${domain}`,
      status,
    });
    await t.ctx.db
      .insert(customDomains)
      .values([row('links.acme.test', 'ready'), row('pending.acme.test', 'pending')]);
    const appPort = await freePort();
    await t.app.listen({ host: '127.0.0.1', port: appPort });
    port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'Caddyfile'),
      `{
  admin off
  auto_https disable_redirects
  skip_install_trust
  storage file_system ${path.join(dir, 'data')}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/api/tls/ask
  }
}
https://:${port} {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      stdio: 'ignore',
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
    // ready once its port accepts connections
    for (let i = 0; i < 100; i++) {
      const open = await new Promise<boolean>((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .once('connect', function (this: net.Socket) {
            this.destroy();
            resolve(true);
          })
          .once('error', () => resolve(false)),
      );
      if (open) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    caddy?.kill();
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('issues a certificate for a verified tracking domain and serves /v/ through it; refuses other names', async () => {
    const page = await viaProxy(port, 'links.acme.test', '/v/5b0c3d2e-8f7a-4d1b-9c6e-2a4f8b1d3e5f');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.names).toContain('DNS:links.acme.test');
    for (const host of ['pending.acme.test', 'unknown.acme.test'])
      await expect(viaProxy(port, host, '/v/x'), host).rejects.toThrow();
  });
});
