import { defineProvider } from '../manifest.js';

/** AI mailboxes' domains bought at Gandi (API v5) and their records written to its LiveDNS. */
export const gandi = defineProvider({
  kind: 'domains',
  name: 'gandi',
  label: 'Gandi',
  configures: ['GANDI_TOKEN', 'GANDI_OWNER'],
  modes: ['real'],
});
