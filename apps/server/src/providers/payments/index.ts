import type { Config } from '../../config.js';
import type { PaymentsProvider } from './provider.js';
import { SandboxPayments } from './sandbox.js';
import { StripePayments } from './stripe.js';

export * from './provider.js';
export { SandboxPayments } from './sandbox.js';
export { StripePayments, type StripeOptions } from './stripe.js';

/** Stripe when its keys are configured; the sandbox otherwise. Built once, by the composition root. */
export function createPayments(config: Pick<Config, 'stripe'>): PaymentsProvider {
  return config.stripe ? new StripePayments(config.stripe) : new SandboxPayments();
}
