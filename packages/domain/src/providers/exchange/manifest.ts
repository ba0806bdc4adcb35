import { defineProvider } from '../manifest.js';

export const exchange = defineProvider({
  kind: 'mail',
  name: 'exchange',
  label: 'Exchange',
  configures: ['MICROSOFT_OAUTH_CLIENT_ID', 'MICROSOFT_OAUTH_CLIENT_SECRET', 'MICROSOFT_OAUTH_TENANT'],
  modes: ['sandbox', 'real'],
  hub: { category: 'email', setup: 'perAccount' },
});
