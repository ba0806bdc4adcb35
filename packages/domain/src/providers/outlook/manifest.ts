import { defineProvider } from '../manifest.js';

export const outlook = defineProvider({
  kind: 'mail',
  name: 'microsoft',
  label: 'Outlook',
  configures: ['MICROSOFT_OAUTH_CLIENT_ID', 'MICROSOFT_OAUTH_CLIENT_SECRET', 'MICROSOFT_OAUTH_TENANT'],
  modes: ['sandbox', 'real'],
  hub: { category: 'email', setup: 'perAccount' },
});
