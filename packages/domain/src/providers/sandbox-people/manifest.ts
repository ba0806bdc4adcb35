import { defineProvider } from '../manifest.js';

/** The prospect finder's default people database: the sandbox network's population (PEOPLE_PROVIDER unset). */
export const sandboxPeople = defineProvider({
  kind: 'people',
  name: 'sandbox',
  label: 'Sandbox people database',
  configures: [],
  modes: ['sandbox'],
  feature: 'prospect_finder',
});
