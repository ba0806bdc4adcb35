import { defineProvider } from '../manifest.js';

/** Amazon SES (v2 API): the account's own access keys, checked before saving. */
export const amazonSes = defineProvider({
  kind: 'mail',
  name: 'amazon',
  label: 'Amazon SES',
  configures: [],
  modes: ['sandbox', 'real'],
  hub: { category: 'email', setup: 'perAccount' },
});
