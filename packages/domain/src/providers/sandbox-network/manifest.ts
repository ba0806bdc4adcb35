import { defineProvider } from '../manifest.js';

/** The simulated professional network (the only network driver so far). */
export const sandboxNetwork = defineProvider({
  kind: 'network',
  name: 'sandbox',
  label: 'Sandbox network',
  configures: ['SANDBOX_SEED', 'SANDBOX_POPULATION'],
  modes: ['sandbox'],
});
