import { defineProvider } from '../manifest.js';

export const hubspot = defineProvider({
  kind: 'crm',
  name: 'hubspot',
  label: 'HubSpot',
  configures: ['HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'],
  modes: ['sandbox', 'real'],
  hub: { category: 'crm', setup: 'page', page: '/crm/manage/hubspot', gated: true },
  feature: 'hubspot_crm',
});
