import { defineProvider } from '../manifest.js';

/** Calendly: a sandbox token reaches the offline sandbox, any other the API at CALENDLY_API_URL. */
export const calendly = defineProvider({
  kind: 'calendar',
  name: 'calendly',
  label: 'Calendly',
  configures: ['CALENDLY_API_URL'],
  modes: ['sandbox', 'real'],
  hub: { category: 'productivity', setup: 'page', page: '/integrations/calendly' },
  feature: 'calendly',
});
