import type { Config } from '../../config.js';
import { gandiDns, gandiRegistrar } from './gandi.js';
import { sandboxDns, sandboxRegistrar } from './sandbox.js';
import type { DnsWriter, Registrar } from './types.js';

export * from './types.js';
export { gandiDns, gandiRegistrar } from './gandi.js';
export { sandboxDns, sandboxRegistrar } from './sandbox.js';

type Taken = (domain: string) => Promise<boolean>;

/** The domains providers (registrar + DNS), registered by their manifests' names (domain providers/<name>). */
export const DOMAIN_PROVIDERS = {
  sandbox: (_config: Pick<Config, 'gandi'>, taken: Taken) => ({
    registrar: sandboxRegistrar(taken),
    dns: sandboxDns,
  }),
  gandi: (config: Pick<Config, 'gandi'>) => ({
    registrar: gandiRegistrar(config.gandi!),
    dns: gandiDns(config.gandi!),
  }),
} satisfies Record<string, (config: Pick<Config, 'gandi'>, taken: Taken) => DomainProviders>;

export interface DomainProviders {
  registrar: Registrar;
  dns: DnsWriter;
}

/**
 * Gandi when GANDI_TOKEN is configured; the sandbox otherwise. `taken`: whether a name is bought here
 * already (the sandbox's whole notion of availability).
 */
export function createDomainProviders(config: Pick<Config, 'gandi'>, taken: Taken): DomainProviders {
  return DOMAIN_PROVIDERS[config.gandi ? 'gandi' : 'sandbox'](config, taken);
}
