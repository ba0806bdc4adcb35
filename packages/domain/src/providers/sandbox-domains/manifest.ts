import { defineProvider } from '../manifest.js';

/** AI mailboxes' domains (issue 39): the sandbox registrar, and its name server answering the records it keeps. */
export const sandboxDomains = defineProvider({
  kind: 'domains',
  name: 'sandbox',
  label: 'Sandbox registrar',
  configures: [],
  modes: ['sandbox'],
});
