import type { Config } from '../../config.js';
import type { PaymentsProvider } from './provider.js';
import { SandboxPayments } from './sandbox.js';
import { StripePayments } from './stripe.js';

export * from './provider.js';
export { SandboxPayments } from './sandbox.js';
export { StripePayments, type StripeOptions } from './stripe.js';

/** The payments providers, registered by their manifests' names (domain providers/<name>). */
export const PAYMENTS_PROVIDERS: Record<
  PaymentsProvider['name'],
  (config: Pick<Config, 'stripe'>) => PaymentsProvider
> = {
  sandbox: () => new SandboxPayments(),
  stripe: (config) => new StripePayments(config.stripe!),
};

/** Stripe when its keys are configured; the sandbox otherwise. Built once, by the composition root. */
export function createPayments(config: Pick<Config, 'stripe'>): PaymentsProvider {
  return PAYMENTS_PROVIDERS[config.stripe ? 'stripe' : 'sandbox'](config);
}
