import { randomUUID } from 'node:crypto';
import { domainRegistrationHours } from '@leadloop/domain';
import type { DnsWriter, Registrar } from './types.js';

/**
 * The sandbox registrar (the default): every name not already bought here is available, and registration
 * completes after the spec's time on the app clock (a test moves the clock to see it ready).
 */
export function sandboxRegistrar(taken: (domain: string) => Promise<boolean>): Registrar {
  return {
    name: 'sandbox',
    async available(domain) {
      return !(await taken(domain));
    },
    async register(domain, now) {
      return {
        ref: `sandbox-${randomUUID()}`,
        readyAt: new Date(now.getTime() + domainRegistrationHours(domain) * 3_600_000),
      };
    },
  };
}

/**
 * The sandbox DNS plugin: the records stay in the domain's row (ai_domains.dns_records), which the sandbox
 * name server (mailboxes' sandbox-dns.ts) answers from, so writing them elsewhere is nothing to do.
 */
export const sandboxDns: DnsWriter = {
  name: 'sandbox',
  async writeRecords() {},
};
