import { z } from 'zod';
import { defineStep } from '../define.js';

/** Calls the campaign's URL with the prospect; not spaced (no one on the network sees it). */
export const webhookStep = defineStep({
  type: 'webhook',
  label: 'Webhook',
  order: 110,
  runs: 'act',
  feature: 'webhook_integration',
  spaced: false,
  fields: { url: z.string().url().max(2000).optional() },
});
