import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { emailSchema } from '../common/email.js';
import { isHostname } from '../common/hostname.js';
import { zBool } from '../common/coerce.js';
import { MESSAGES } from '../messages/catalogue.js';
import { customDomainSchema } from '../mailboxes/entities.js';
import { CUSTOM_DOMAIN_TARGETS } from '../mailboxes/enums.js';

/**
 * A custom tracking domain's life (000 §4 "until ready"): `pending` until its CNAME is seen pointing at
 * our tracking host, `ready` once it does, `failed` when the CNAME points somewhere else.
 */
export const TRACKING_DOMAIN_STATUSES = ['pending', 'ready', 'failed'] as const;
export type TrackingDomainStatus = (typeof TRACKING_DOMAIN_STATUSES)[number];

/** 001 §3 Custom domain, with what the domains screen shows: the CNAME to create and where DNS stands. */
export const trackingDomainSchema = customDomainSchema.extend({
  status: z.enum(TRACKING_DOMAIN_STATUSES),
  /** The host the domain's CNAME record must point at. */
  cname_target: z.string(),
  /** What the last DNS check found (null before the first check or when it found the right record). */
  last_error: z.string().nullable(),
  last_checked_at: isoDateSchema.nullable(),
  verified_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
});
export type TrackingDomain = z.infer<typeof trackingDomainSchema>;
export const trackingDomainListSchema = z.array(trackingDomainSchema);

const hostname = z
  .string({ error: MESSAGES.invalidHostname })
  .trim()
  .toLowerCase()
  .max(253)
  .refine(isHostname, MESSAGES.invalidHostname);

/** POST /tracking/custom_domains. */
export const trackingDomainCreateSchema = z.strictObject({ domain: hostname });
/** PATCH /tracking/custom_domains/{id}: check DNS now, or drop a default flag. */
export const trackingDomainUpdateSchema = z.strictObject({
  verify: zBool().optional(),
  is_default_for_link_tracking: zBool().optional(),
  is_default_for_video_scenario: zBool().optional(),
});
/** POST /tracking/custom_domains/{id}/set_for_all {target_type}: the workspace's default (exclusive). */
export const trackingSetForAllSchema = z.strictObject({ target_type: z.enum(CUSTOM_DOMAIN_TARGETS) });

/** POST /steps/send_email/test: one email step rendered for a prospect and sent through a chosen mailbox. */
export const sendTestEmailSchema = z.strictObject({
  credentials_id: idSchema,
  to: emailSchema,
  subject: z.string().max(500).default(''),
  content: z.string().max(20_000),
  /** The prospect whose fields fill the placeholders; a sample person when absent. */
  prospect_id: idSchema.nullable().optional(),
});
export const sentTestEmailSchema = z.object({
  message_id: z.string(),
  to: z.string(),
  subject: z.string(),
  content: z.string(),
  is_test: z.boolean(),
});
export type SentTestEmail = z.infer<typeof sentTestEmailSchema>;

/** The public unsubscribe page: the address (partly hidden) and whether it is already off the list. */
export const unsubscribeStateSchema = z.object({
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
