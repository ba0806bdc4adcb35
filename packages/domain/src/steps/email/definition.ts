import { defineStep } from '../define.js';

export const emailStep = defineStep({
  type: 'email',
  label: 'Email',
  order: 90,
  runs: 'act',
  dailyLimit: 'emails',
  feature: 'email_automation',
});
