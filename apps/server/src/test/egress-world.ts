import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import type { EgressPolicy } from '../lib/egress/index.js';

const { Packet } = dns2;

/**
 * The SSRF tests' world, all on this machine. A "secret" server on 127.0.0.1:<port> stands for what a
 * tenant must never reach (it counts its hits: any hit fails a test). A "public" site on 127.0.0.2 with the
 * same port stands for the internet: the policy allow-lists that address, as an operator would a host.
 * A DNS server on 127.0.0.1 answers A questions from `answers`: each name's answers are used in turn and
 * the last one repeats, so `rebind.test` can answer the public address first and loopback after.
 */
export async function egressWorld() {
  const secretHits: string[] = [];
  const secret = http.createServer((req, res) => {
    secretHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>internal secret</h1>');
  });
  await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
  const port = (secret.address() as AddressInfo).port;
  const secretUrl = `http://127.0.0.1:${port}`;

  const publicHits: string[] = [];
  const site = http.createServer((req, res) => {
    publicHits.push(req.url ?? '');
    const path = req.url ?? '/';
    if (path === '/to-loopback') return res.writeHead(302, { location: `${secretUrl}/secret` }).end();
    if (path === '/img-redirect') return res.writeHead(302, { location: `${secretUrl}/pixel.png` }).end();
    if (path === '/with-images')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<body style="background:#2f9e44"><img src="${secretUrl}/direct.png"><img src="/img-redirect"></body>`,
        );
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<body style="background:#1971c2">public site</body>');
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.2', resolve));
  const publicUrl = `http://127.0.0.2:${port}`;

  const answers = new Map<string, string[]>();
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const queue = q && q.type === Packet.TYPE.A ? answers.get(q.name) : undefined;
      if (q && queue?.length) {
        const address = queue.length > 1 ? queue.shift()! : queue[0]!;
        const answer = { name: q.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 0, address };
        // dns2's typing asks for an encoder object; it encodes plain records itself
        response.answers.push(answer as unknown as (typeof response.answers)[number]);
      }
      send(response);
    },
  });
  await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const dnsPort = (dns.addresses() as { udp: { port: number } }).udp.port;

  const policy: EgressPolicy = { allowHosts: ['127.0.0.2'], dnsServers: [`127.0.0.1:${dnsPort}`] };
  return {
    port,
    secretUrl,
    publicUrl,
    secretHits,
    publicHits,
    policy,
    /** `name` answers these addresses in turn (the last one repeats). */
    answer: (name: string, ...addresses: string[]) => answers.set(name, addresses),
    reset() {
      secretHits.length = 0;
      publicHits.length = 0;
      answers.clear();
    },
    async close() {
      secret.closeAllConnections();
      site.closeAllConnections();
      await Promise.all([
        new Promise((r) => secret.close(r)),
        new Promise((r) => site.close(r)),
        dns.close(),
      ]);
    },
  };
}
export type EgressWorld = Awaited<ReturnType<typeof egressWorld>>;
