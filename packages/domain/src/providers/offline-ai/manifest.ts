import { defineProvider } from '../manifest.js';

/** The built-in offline provider (templates and a small classifier): the default. */
export const offlineAi = defineProvider({
  kind: 'ai',
  name: 'offline',
  label: 'Offline AI',
  configures: [],
  modes: ['sandbox'],
});
