import { defineProvider } from '../manifest.js';

/** Any SMTP/IMAP mailbox, by host, port and password. */
export const smtp = defineProvider({
  kind: 'mail',
  name: 'smtp',
  label: 'SMTP',
  configures: [],
  modes: ['sandbox', 'real'],
  hub: { category: 'email', setup: 'perAccount' },
});
