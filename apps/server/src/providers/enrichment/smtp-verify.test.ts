import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichmentWorld } from '../../test/enrichment-world.js';
import { SmtpEmailVerifier } from './smtp-verify.js';

let world: Awaited<ReturnType<typeof enrichmentWorld>>;
let verifier: SmtpEmailVerifier;

beforeAll(async () => {
  world = await enrichmentWorld();
  world.domain('acme.test');
  world.domain('anything.test', 'catch_all');
  world.domain('slow.test', 'greylist');
  world.person({ firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.test', email: 'ada@acme.test' });
  verifier = new SmtpEmailVerifier({
    dnsServers: world.dnsServers,
    port: world.smtpPort,
    heloName: 'verify.leadloop.test',
    egress: { allowHosts: ['127.0.0.1'], dnsServers: [] },
    timeoutMs: 3000,
  });
});
afterAll(() => world.close());

describe('the SMTP probe (local DNS and SMTP servers)', () => {
  it('classifies valid, invalid and catch-all addresses without sending anything', async () => {
    expect(await verifier.verify('ada@acme.test')).toMatchObject({ result: 'valid' });
    expect(await verifier.verify('nobody@acme.test')).toEqual({ result: 'invalid', detail: 'rcpt_550' });
    expect(await verifier.verify('whoever@anything.test')).toEqual({
      result: 'catch_all',
      detail: 'accepts_any',
    });
    // the catch-all was told by a second, random address of the same domain
    const probes = world.rcpts.filter((r) => r.endsWith('@anything.test'));
    expect(probes).toHaveLength(2);
    expect(probes[1]).toMatch(/^[0-9a-f]{18}@anything\.test$/);
    expect(world.dataCommands()).toBe(0);
  });

  it('a domain with neither MX nor A records, or bad syntax, is invalid; greylisting is unknown', async () => {
    expect(await verifier.verify('ada@nowhere.test')).toEqual({ result: 'invalid', detail: 'no_mx' });
    expect(await verifier.verify('ada..x@acme.test')).toEqual({ result: 'invalid', detail: 'syntax' });
    expect(await verifier.verify('ada@slow.test')).toEqual({ result: 'unknown', detail: 'rcpt_451' });
  });

  it('a mail exchanger on a private address is not probed unless the egress rule allows it', async () => {
    const guarded = new SmtpEmailVerifier({
      dnsServers: world.dnsServers,
      port: world.smtpPort,
      heloName: 'x',
      egress: { allowHosts: [], dnsServers: [] },
    });
    const before = world.rcpts.length;
    expect(await guarded.verify('ada@acme.test')).toEqual({ result: 'unknown', detail: 'mx_refused' });
    expect(world.rcpts.length).toBe(before);
  });
});
