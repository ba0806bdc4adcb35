import { z } from 'zod';
import { defineStep } from '../define.js';

export const voicemailStep = defineStep({
  type: 'voicemail',
  label: 'Voicemail',
  order: 130,
  runs: 'act',
  dailyLimit: 'voicemails',
  feature: 'voicemail',
  /** One of the account's voicemail recordings. */
  fields: { audio_id: z.uuid().optional() },
});
