import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { urlSchema } from '../common/text.js';
import { toArray } from '../common/coerce.js';
import { EVENT_TRIGGERS } from './enums.js';

/** 001 §5 webhook: at least one update type; URLs valid. */
export const webhookBodySchema = z.strictObject({
  url: urlSchema(),
  update_types: z.preprocess(
    toArray,
    z
      .array(z.enum(EVENT_TRIGGERS), { error: MESSAGES.webhookUpdateTypeRequired })
      .min(1, MESSAGES.webhookUpdateTypeRequired)
      .max(EVENT_TRIGGERS.length),
  ),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** A webhook test that answered with a non-2xx status: 'Webhook responded with status code {code}'. */
export const isWebhookSuccess = (status: number) => status >= 200 && status < 300;
