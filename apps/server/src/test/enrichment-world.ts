import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import { SMTPServer } from 'smtp-server';
import type { EnrichmentConfig } from '../config.js';

const { Packet } = dns2;

/** A person a fake provider knows: found by name and company domain (Hunter) or profile link (Apollo). */
export interface FakePerson {
  firstName: string;
  lastName: string;
  domain: string;
  linkedinUrl?: string;
  email: string;
  phone?: string;
}

/** A stateful fake of one provider's REST API on 127.0.0.1: its people, its calls, an outage switch. */
export interface FakeProvider {
  url: string;
  key: string;
  people: FakePerson[];
  calls: number;
  /** While true every call answers 503 (the provider is down). */
  down: boolean;
}

/**
 * Enrichment's test world, all on this machine: a DNS server (MX and A records of the test domains), one
 * SMTP server standing for every domain's mail exchanger (mailboxes that exist, catch-all domains that
 * accept anything, greylisting domains), and fakes of Apollo's People Enrichment and Hunter's Email Finder.
 */
export async function enrichmentWorld() {
  // ── DNS: domain → MX host; host → A ──
  const mx = new Map<string, string>();
  const a = new Map<string, string>();
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const push = (r: object) => response.answers.push(r as (typeof response.answers)[number]);
      if (q?.type === Packet.TYPE.MX && mx.has(q.name))
        push({
          name: q.name,
          type: Packet.TYPE.MX,
          class: Packet.CLASS.IN,
          ttl: 0,
          priority: 10,
          exchange: mx.get(q.name),
        });
      if (q?.type === Packet.TYPE.A && a.has(q.name))
        push({ name: q.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 0, address: a.get(q.name) });
      send(response);
    },
  });
  await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const dnsPort = (dns.addresses() as { udp: { port: number } }).udp.port;

  // ── SMTP: the mail exchanger of every test domain ──
  const mailboxes = new Set<string>();
  const catchAll = new Set<string>();
  const greylist = new Set<string>();
  const rcpts: string[] = [];
  let dataCommands = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onRcptTo(address, _session, callback) {
      rcpts.push(address.address);
      const domain = address.address.split('@')[1]!.toLowerCase();
      if (greylist.has(domain))
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      if (catchAll.has(domain) || mailboxes.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      dataCommands += 1;
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  /** A domain whose mail goes to the local SMTP server. */
  const domain = (name: string, kind: 'mailboxes' | 'catch_all' | 'greylist' = 'mailboxes') => {
    mx.set(name, `mx.${name}`);
    a.set(`mx.${name}`, '127.0.0.1');
    if (kind === 'catch_all') catchAll.add(name);
    if (kind === 'greylist') greylist.add(name);
  };

  // ── Apollo and Hunter ──
  const apollo: FakeProvider = { url: '', key: 'apollo-key', people: [], calls: 0, down: false };
  const hunter: FakeProvider = { url: '', key: 'hunter-key', people: [], calls: 0, down: false };
  const apolloServer = await serve(apollo, async (req, url) => {
    if (req.method !== 'POST' || url.pathname !== '/api/v1/people/match') return [404, {}];
    if (req.headers['x-api-key'] !== apollo.key) return [401, { error: 'Invalid access credentials.' }];
    const q = JSON.parse(await body(req)) as Record<string, string | undefined>;
    const p = apollo.people.find(
      (x) =>
        (q.linkedin_url && x.linkedinUrl === q.linkedin_url) ||
        (x.firstName === q.first_name && x.lastName === q.last_name && x.domain === q.domain),
    );
    if (!p) return [200, { person: null }];
    return [
      200,
      {
        person: {
          first_name: p.firstName,
          last_name: p.lastName,
          email: p.email,
          email_status: 'verified',
          phone_numbers: p.phone ? [{ raw_number: p.phone, sanitized_number: p.phone }] : [],
        },
      },
    ];
  });
  const hunterServer = await serve(hunter, async (req, url) => {
    if (req.method !== 'GET' || url.pathname !== '/v2/email-finder') return [404, {}];
    const s = url.searchParams;
    if (s.get('api_key') !== hunter.key) return [401, { errors: [{ id: 'authentication_failed' }] }];
    const p = hunter.people.find(
      (x) =>
        x.domain === s.get('domain') &&
        x.firstName === s.get('first_name') &&
        x.lastName === s.get('last_name'),
    );
    if (!p) return [404, { errors: [{ id: 'email_not_found', code: 404 }] }];
    return [200, { data: { email: p.email, score: 97, verification: { status: 'valid' } } }];
  });

  const config = (overrides: Partial<EnrichmentConfig> = {}): EnrichmentConfig => ({
    apollo: { url: apollo.url, key: apollo.key },
    hunter: { url: hunter.url, key: hunter.key },
    verifier: 'smtp',
    dnsServers: [`127.0.0.1:${dnsPort}`],
    smtpPort,
    heloName: 'verify.leadloop.test',
    ...overrides,
  });

  return {
    apollo,
    hunter,
    mailboxes,
    rcpts,
    dataCommands: () => dataCommands,
    domain,
    dnsServers: [`127.0.0.1:${dnsPort}`],
    smtpPort,
    config,
    /** Someone both providers may know: a mailbox on `domain`. */
    person(p: FakePerson) {
      mailboxes.add(p.email.toLowerCase());
      return p;
    },
    async close() {
      apolloServer.closeAllConnections();
      hunterServer.closeAllConnections();
      await Promise.all([
        new Promise((r) => apolloServer.close(r)),
        new Promise((r) => hunterServer.close(r)),
        new Promise((r) => smtp.close(() => r(undefined))),
        dns.close(),
      ]);
    },
  };
}

async function serve(
  state: FakeProvider,
  handle: (req: http.IncomingMessage, url: URL) => Promise<[number, unknown]>,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    state.calls += 1;
    const reply = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (state.down) return reply(503, { error: 'Service Unavailable' });
    handle(req, new URL(req.url ?? '/', 'http://localhost')).then(
      ([status, json]) => reply(status, json),
      () => reply(500, {}),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
}

function body(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
