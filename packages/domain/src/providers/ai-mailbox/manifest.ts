import { defineProvider } from '../manifest.js';

/** A mailbox Leadloop provides (the AI email service: bought domains and mailbox slots). */
export const aiMailbox = defineProvider({
  kind: 'mail',
  name: 'ai_email_service',
  label: 'AI mailbox',
  configures: [],
  modes: ['sandbox'],
  hub: { category: 'email', setup: 'perAccount' },
});
