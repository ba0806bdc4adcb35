import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { urlSchema } from '../common/text.js';
import { emptyToUndefined, toArray, toBoolean, zInt } from '../common/coerce.js';
import { emailRule } from '../common/email.js';
import { DAILY_LIMIT_MAX } from '../credentials/limits.js';
import { API_TOKEN_NAME_MAX, EVENT_TRIGGERS } from './enums.js';
import { webhookFieldMappingsSchema } from './webhook-mapping.js';

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
  /** Only events about prospects in these campaigns (none: every campaign). */
  workflow_ids: z.array(z.uuid()).max(200).default([]),
  /** Only events about prospects with one of these labels (none: any). */
  label_ids: z.array(z.uuid()).max(200).default([]),
  field_mapping: webhookFieldMappingsSchema.default([]),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** A webhook test that answered with a non-2xx status: 'Webhook responded with status code {code}'. */
export const isWebhookSuccess = (status: number) => status >= 200 && status < 300;

/** Texts of the SMTP form (in the message catalogue, so they are translated). */
export const SMTP_MESSAGES = {
  hostRequired: MESSAGES.smtpHostRequired,
  hostInvalid: MESSAGES.smtpHostInvalid,
  portInvalid: MESSAGES.smtpPortInvalid,
  usernameRequired: MESSAGES.smtpUsernameRequired,
  passwordRequired: MESSAGES.smtpPasswordRequired,
  oauthOnly: MESSAGES.smtpOauthOnly,
} as const;

/** Common SMTP ports: 587 (STARTTLS), 465 (implicit TLS), 25. */
export const SMTP_DEFAULT_PORT = 587;

/**
 * 001 §7 `PUT /integrations/{integration}/{id}/add_smtp` body: the account's own SMTP server. The
 * password is write-only (never returned). `secure` = implicit TLS (port 465); otherwise STARTTLS when offered.
 */
export const smtpSettingsBodySchema = z.strictObject({
  email: emailRule(),
  sender_name: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  host: z
    .string({ error: SMTP_MESSAGES.hostRequired })
    .trim()
    .min(1, { error: SMTP_MESSAGES.hostRequired, abort: true })
    .max(253, SMTP_MESSAGES.hostInvalid)
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i, SMTP_MESSAGES.hostInvalid),
  port: zInt({ min: 1, max: 65535, message: SMTP_MESSAGES.portInvalid }),
  secure: z.preprocess((v) => (v === undefined ? false : toBoolean(v)), z.boolean()),
  username: z
    .string({ error: SMTP_MESSAGES.usernameRequired })
    .trim()
    .min(1, SMTP_MESSAGES.usernameRequired)
    .max(320),
  password: z
    .string({ error: SMTP_MESSAGES.passwordRequired })
    .min(1, SMTP_MESSAGES.passwordRequired)
    .max(200),
  /**
   * Inbound mail (replies, auto-replies, bounces) read over IMAP — optional; without `imap_host` the
   * mailbox only sends. `imap_secure` = implicit TLS (993); otherwise STARTTLS when offered (143).
   * `imap_username` / `imap_password` default to the SMTP login (write-only like `password`).
   */
  imap_host: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(253, SMTP_MESSAGES.hostInvalid)
      .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i, SMTP_MESSAGES.hostInvalid)
      .optional(),
  ),
  imap_port: z.preprocess(
    emptyToUndefined,
    zInt({ min: 1, max: 65535, message: SMTP_MESSAGES.portInvalid }).optional(),
  ),
  imap_secure: z.preprocess((v) => (v === undefined ? undefined : toBoolean(v)), z.boolean().optional()),
  imap_username: z.preprocess(emptyToUndefined, z.string().trim().max(320).optional()),
  imap_password: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  /** Campaign emails this mailbox sends per day (empty: the account's `emails` daily limit, 001 §9). */
  daily_limit: z.preprocess(
    emptyToUndefined,
    zInt({ min: 1, max: DAILY_LIMIT_MAX.emails, message: MESSAGES.limitTooHigh }).optional(),
  ),
});
export type SmtpSettingsBody = z.infer<typeof smtpSettingsBodySchema>;

/** IMAP ports: 993 with implicit TLS, 143 otherwise (STARTTLS when the server offers it). */
export const imapDefaultPort = (secure: boolean) => (secure ? 993 : 143);

/** Editing a subscription: the same fields, and whether it is on (a disabled one is turned on again). */
/** An update leaves the filters and the mapping it does not name as they are (the on/off switch sends neither). */
export const webhookUpdateBodySchema = webhookBodySchema.extend({
  workflow_ids: z.array(z.uuid()).max(200).optional(),
  label_ids: z.array(z.uuid()).max(200).optional(),
  field_mapping: webhookFieldMappingsSchema.optional(),
  enabled: z.preprocess((v) => (v === undefined ? undefined : toBoolean(v)), z.boolean().optional()),
});
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBodySchema>;

export const apiTokenBodySchema = z.strictObject({
  name: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(API_TOKEN_NAME_MAX),
  expires_in_days: zInt({ min: 0, max: 365, message: MESSAGES.invalidRequest }),
});
export type ApiTokenBody = z.infer<typeof apiTokenBodySchema>;
