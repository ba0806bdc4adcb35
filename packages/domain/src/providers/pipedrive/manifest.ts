import { defineProvider } from '../manifest.js';

export const pipedrive = defineProvider({
  kind: 'crm',
  name: 'pipedrive',
  label: 'Pipedrive',
  configures: ['PIPEDRIVE_CLIENT_ID', 'PIPEDRIVE_CLIENT_SECRET'],
  modes: ['sandbox', 'real'],
  hub: { category: 'crm', setup: 'page', page: '/crm/manage/pipedrive', gated: true },
  feature: 'pipedrive_crm',
});
