import { defineProvider } from '../manifest.js';

export const gmail = defineProvider({
  kind: 'mail',
  name: 'google',
  label: 'Gmail',
  configures: ['GOOGLE_OAUTH_CLIENT_ID', 'GOOGLE_OAUTH_CLIENT_SECRET'],
  modes: ['sandbox', 'real'],
  hub: { category: 'email', setup: 'perAccount' },
});
