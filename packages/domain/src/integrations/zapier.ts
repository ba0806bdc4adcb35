import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { EVENT_TRIGGERS } from './enums.js';

/** The workspace an API token reaches (Zapier's connection test and label). */
export const zapierMeSchema = z.object({ space_id: idSchema, space_name: z.string(), email: z.string() });

/** REST hook subscribe: Zapier's target URL and one trigger of 001 §3. */
export const zapierSubscribeBodySchema = z.strictObject({
  hook_url: z.url().max(2000),
  event: z.enum(EVENT_TRIGGERS),
});
export const zapierHookSchema = z.object({ id: idSchema, event: z.enum(EVENT_TRIGGERS) });

/** One event as a Zapier trigger item: the webhook body flattened, with a stable `id`. */
export const zapierEventSchema = z.looseObject({
  id: z.string(),
  type: z.enum(EVENT_TRIGGERS),
  timestamp: z.string(),
});
export const zapierPollQuerySchema = z.object({
  space: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A prospect named by its id, one of its emails, or its profile link (the first that is given). */
const prospectRef = {
  prospect_id: z.string().max(100).optional(),
  email: z.string().trim().max(320).optional(),
  profile_link: z.string().trim().max(2000).optional(),
};
export const zapierProspectBodySchema = z.strictObject(prospectRef);
export const zapierLabelBodySchema = z.strictObject({
  ...prospectRef,
  label: z.string().trim().min(1).max(100),
});
export const zapierAddToCampaignBodySchema = z.strictObject({
  campaign_id: idSchema,
  profile_link: z.string().trim().min(1).max(2000),
  first_name: z.string().trim().max(200).optional(),
  last_name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(320).optional(),
  company: z.string().trim().max(300).optional(),
  position: z.string().trim().max(300).optional(),
});
export const zapierProspectResultSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  labels: z.array(z.string()),
  relation: z.string().nullable(),
});
export const zapierAddToCampaignResultSchema = z.object({
  id: idSchema,
  prospect_id: idSchema,
  campaign_id: idSchema,
  /** 'added', or why not: already in this campaign, in another running campaign, … */
  outcome: z.string(),
});
export const zapierChoiceSchema = z.array(z.object({ id: idSchema, name: z.string() }));
