import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
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

/** 001 §9 recommended warm-up: 25 a day, ramp-up 3, reply rate 33 %, working hours 9–18 on weekdays. */
export const WARMUP_SENDING_PERIODS = ['weekdays', 'everyday'] as const;
export const warmupBodySchema = warmupSchema.extend({
  sending_period: z.enum(WARMUP_SENDING_PERIODS),
  time_zone: z.string().min(1).max(64),
  per_day: z.number().int().min(1).max(100),
  ramp_up_increment: z.number().int().min(1).max(25),
});

/** The records a sending domain needs (DNS provider plugin writes them; real lookups verify them). */
export const DNS_RECORD_PURPOSES = ['mx', 'spf', 'dkim', 'dmarc', 'tracking'] as const;
export const dnsRecordSchema = z.object({
  purpose: z.enum(DNS_RECORD_PURPOSES),
  type: z.enum(['MX', 'TXT', 'CNAME']),
  name: z.string(),
  value: z.string(),
  /** The last lookup found it (null: not looked up yet). */
  ok: z.boolean().nullable(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** A purchased sending domain as the mailboxes screens show it. */
export const sendingDomainViewSchema = sendingDomainSchema.extend({
  registrar: z.string(),
  /** When registration completes (the domain is 'registering' until then). */
  ready_at: isoDateSchema,
  dns_verified: z.boolean(),
  dns_error: z.string().nullable(),
  records: z.array(dnsRecordSchema),
  mailboxes_count: z.number().int(),
});
export type SendingDomainView = z.infer<typeof sendingDomainViewSchema>;
export const sendingDomainListSchema = z.object({ items: z.array(sendingDomainViewSchema) });

export const domainSearchSchema = z.object({
  name: z.string(),
  available: z.boolean(),
  /** Hours registration takes at most (001 §9: .com 1, others 48). */
  registration_hours: z.number().int(),
});
export type DomainSearch = z.infer<typeof domainSearchSchema>;

const DOMAIN_NAME = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DOMAIN_NAME, 'Enter a domain name such as example.com');
export const domainBuyBodySchema = z.strictObject({ name: domainNameSchema });

export const MAILBOX_STATUSES = ['active', 'paused'] as const;
/** A mailbox on a purchased domain, with its guard state and today's campaign limit (the ramp). */
export const mailboxViewSchema = mailboxSchema.extend({
  domain_id: idSchema,
  status: z.enum(MAILBOX_STATUSES),
  pause_reason: z.string().nullable(),
  warmup_started_at: isoDateSchema.nullable(),
  /** Campaign emails it may send today: the ramp (rampUpLimit) of its age in days. */
  daily_limit: z.number().int(),
});
export type MailboxView = z.infer<typeof mailboxViewSchema>;
export const mailboxListSchema = z.object({ items: z.array(mailboxViewSchema) });

export const mailboxCreateBodySchema = z.strictObject({
  domain_id: idSchema,
  local_part: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/, 'Enter the part before the @'),
  sender_name: z.string().trim().min(1).max(100),
  account: idSchema,
});

/** One day of a mailbox's warm-up: what the schedule planned and what went through the pool. */
export const warmupDaySchema = z.object({
  day: z.number().int(),
  date: z.string(),
  planned: z.number().int(),
  sent: z.number().int(),
  replied: z.number().int(),
});
export const mailboxHealthSchema = z.object({
  /** Of the last 200 sends (campaign and warm-up). */
  sends: z.number().int(),
  hard_bounces: z.number().int(),
  complaints: z.number().int(),
  bounce_rate: z.number(),
  complaint_rate: z.number(),
  status: z.enum(MAILBOX_STATUSES),
  pause_reason: z.string().nullable(),
});
export type MailboxHealth = z.infer<typeof mailboxHealthSchema>;
export const warmupViewSchema = z.object({
  mailbox: mailboxViewSchema,
  days: z.array(warmupDaySchema),
  health: mailboxHealthSchema,
});
export type WarmupView = z.infer<typeof warmupViewSchema>;
