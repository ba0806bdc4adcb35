import { defineProvider } from '../manifest.js';

/** A click pays; offered only where the operator allows sandboxes that grant money (SANDBOX_GRANTS=1). */
export const sandboxPayments = defineProvider({
  kind: 'payments',
  name: 'sandbox',
  label: 'Sandbox payments',
  configures: ['SANDBOX_GRANTS'],
  modes: ['sandbox'],
});
