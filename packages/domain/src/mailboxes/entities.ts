import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { DOMAIN_STATUSES } from './enums.js';

/** 001 §3 Custom domain (tracking). */
export const customDomainSchema = z.object({
  _id: idSchema,
  domain: z.string(),
  is_default_for_link_tracking: z.boolean(),
  is_default_for_video_scenario: z.boolean(),
  video_usage_counter: z.number().int(),
  workflow_usage_counter: z.number().int(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** Purchased sending domain (000 §2 mailboxes/domains). */
export const sendingDomainSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.enum(DOMAIN_STATUSES),
});

/** 001 §3 warm-up settings. */
export const warmupSchema = z.object({
  sending_period: z.string(),
  time_zone: z.string(),
  work_start: z.number().int().min(0).max(23),
  work_end: z.number().int().min(0).max(23),
  per_day: z.number().int().min(1),
  ramp_up_increment: z.number().int().min(0),
  reply_rate_percent: z.number().min(0).max(100),
});
export type Warmup = z.infer<typeof warmupSchema>;

/** 001 §3 Mailbox. */
export const mailboxSchema = z.object({
  _id: idSchema,
  email: z.string(),
  sender_name: z.string(),
  domain: z.string(),
  warmup: warmupSchema.nullable(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;
