export * from './provider.js';
export { SandboxPayments } from './sandbox.js';
export { StripePayments, type StripeOptions } from './stripe.js';
