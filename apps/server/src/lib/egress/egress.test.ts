import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { egressWorld, type EgressWorld } from '../../test/egress-world.js';
import { EgressError, egressRequest, isPublicAddress, startEgressProxy, type EgressProxy } from './index.js';

describe('the egress rule', () => {
  it('only global unicast is public, in every IPv4 and IPv6 form', () => {
    for (const address of [
      '8.8.8.8',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1', // loopback
      '10.1.2.3', // private
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254', // link-local: cloud metadata
      '100.64.0.1', // CGNAT
      '100.100.100.200', // Alibaba's metadata (CGNAT)
      '0.0.0.0', // unspecified
      '224.0.0.1', // multicast
      '255.255.255.255',
      '192.0.2.1', // documentation
      '198.18.0.1', // benchmarking
      '240.0.0.1', // reserved
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254', // unique-local: AWS metadata over IPv6
      'ff02::1',
      '2001:db8::1', // documentation
      '2001:2::1', // benchmarking
      '::ffff:127.0.0.1', // mapped
      '::127.0.0.1', // compatible
      '::ffff:0:a01:203', // SIIT 10.1.2.3
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '64:ff9b:1::808:808', // local-use NAT64
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2001::1', // Teredo
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  describe('on this machine', () => {
    let world: EgressWorld;
    beforeAll(async () => {
      world = await egressWorld();
    });
    afterAll(() => world.close());
    afterEach(() => world.reset());

    const get = (url: string) =>
      egressRequest(url, world.policy, { timeoutMs: 3000, maxBytes: 10_000, maxRedirects: 3 });
    const refused = expect.objectContaining({ reason: 'refused' });

    it('a name that resolves to 127.0.0.1 is refused; the loopback server is never hit', async () => {
      world.answer('evil.test', '127.0.0.1');
      await expect(get(`http://evil.test:${world.port}/`)).rejects.toEqual(refused);
      await expect(get(`${world.secretUrl}/`)).rejects.toEqual(refused);
      expect(world.secretHits).toEqual([]);
    });

    it('a public page that redirects to loopback is refused at the redirect', async () => {
      await expect(get(`${world.publicUrl}/to-loopback`)).rejects.toEqual(refused);
      expect(world.publicHits).toEqual(['/to-loopback']);
      expect(world.secretHits).toEqual([]);
    });

    it('a rebinding name is connected to the address that was vetted, never to its second answer', async () => {
      world.answer('rebind.test', '127.0.0.2', '127.0.0.1');
      const page = await get(`http://rebind.test:${world.port}/`);
      expect(page.body.toString()).toContain('public site');
      expect(world.secretHits).toEqual([]);
    });

    describe('the proxy the capture browser uses', () => {
      let proxy: EgressProxy;
      beforeAll(async () => {
        proxy = await startEgressProxy(world.policy);
      });
      afterAll(() => proxy.close());

      /** A plain-HTTP request through the proxy (absolute URL), as Chromium sends one. */
      const viaProxy = (url: string) =>
        new Promise<number>((resolve, reject) => {
          const p = new URL(proxy.url);
          http
            .get(
              { host: p.hostname, port: p.port, path: url, headers: { host: new URL(url).host } },
              (res) => {
                res.resume();
                resolve(res.statusCode ?? 0);
              },
            )
            .on('error', reject);
        });
      const connectVia = (target: string) =>
        new Promise<number>((resolve, reject) => {
          const p = new URL(proxy.url);
          http
            .request({ host: p.hostname, port: p.port, method: 'CONNECT', path: target })
            .on('connect', (res, socket) => {
              socket.destroy();
              resolve(res.statusCode ?? 0);
            })
            .on('error', reject)
            .end();
        });

      it('refuses loopback by address, by name and on rebinding; lets the vetted address through', async () => {
        world.answer('evil.test', '127.0.0.1');
        world.answer('rebind.test', '127.0.0.2', '127.0.0.1');
        expect(await viaProxy(`http://rebind.test:${world.port}/`)).toBe(200);
        expect(await viaProxy(`${world.secretUrl}/`)).toBe(403);
        expect(await viaProxy(`http://evil.test:${world.port}/`)).toBe(403);
        expect(await viaProxy(`http://rebind.test:${world.port}/`)).toBe(403); // its answer is loopback now
        expect(await connectVia(`127.0.0.1:${world.port}`)).toBe(403);
        expect(await connectVia(`[::ffff:127.0.0.1]:${world.port}`)).toBe(403);
        expect(await connectVia(`127.0.0.2:${world.port}`)).toBe(200);
        expect(world.secretHits).toEqual([]);
      });
    });
  });

  it('refuses what is not http(s)', async () => {
    await expect(
      egressRequest(
        'file:///etc/passwd',
        { allowHosts: [], dnsServers: [] },
        { timeoutMs: 100, maxBytes: 10 },
      ),
    ).rejects.toBeInstanceOf(EgressError);
  });
});
