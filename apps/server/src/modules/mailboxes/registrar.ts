import { randomUUID } from 'node:crypto';
import { domainRegistrationHours } from '@leadloop/domain';

/**
 * A registrar plugin: searches a name and registers it. Registration takes time at a real registrar;
 * `readyAt` is when the domain is expected to resolve (001 §9: .com up to 1 hour, others up to 48).
 */
export interface Registrar {
  name: string;
  available(domain: string): Promise<boolean>;
  register(domain: string, now: Date): Promise<{ ref: string; readyAt: Date }>;
}

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
