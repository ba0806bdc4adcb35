import { defineProvider } from '../manifest.js';

/** SendGrid (v3 API): the account's own API key (mail.send scope), checked before saving. */
export const sendgrid = defineProvider({
  kind: 'mail',
  name: 'sendgrid',
  label: 'SendGrid',
  configures: [],
  modes: ['sandbox', 'real'],
  hub: { category: 'email', setup: 'perAccount' },
});
