import { defineProvider } from '../manifest.js';

/** The native CRM (000 §2 /crm/manage/default): in Leadloop's own database, no sign-in. */
export const leadloopCrm = defineProvider({
  kind: 'crm',
  name: 'default',
  label: 'Leadloop CRM',
  configures: [],
  modes: ['real'],
  feature: 'native_crm',
});
