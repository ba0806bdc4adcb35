import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { emptyToUndefined, toBoolean, zInt } from '../common/coerce.js';
import { emailRule } from '../common/email.js';
import { DAILY_LIMIT_MAX } from '../credentials/limits.js';
import { amazonSes } from '../providers/amazon-ses/manifest.js';
import { exchange } from '../providers/exchange/manifest.js';
import { gmail } from '../providers/gmail/manifest.js';
import { outlook } from '../providers/outlook/manifest.js';
import { sendgrid } from '../providers/sendgrid/manifest.js';

/** Email integrations that connect through the provider's OAuth consent screen (001 §7 connect → url). */
export const OAUTH_EMAIL_TYPES = [gmail.name, outlook.name, exchange.name] as const;
export type OAuthEmailType = (typeof OAUTH_EMAIL_TYPES)[number];
export const isOAuthEmailType = (type: string): type is OAuthEmailType =>
  (OAUTH_EMAIL_TYPES as readonly string[]).includes(type);

/** Email integrations that connect with the provider's API key / access keys (checked before saving). */
export const KEY_EMAIL_TYPES = [amazonSes.name, sendgrid.name] as const;
export type KeyEmailType = (typeof KEY_EMAIL_TYPES)[number];
export const isKeyEmailType = (type: string): type is KeyEmailType =>
  (KEY_EMAIL_TYPES as readonly string[]).includes(type);

const senderName = z.preprocess(emptyToUndefined, z.string().trim().max(100).optional());

const imapHost = z
  .string()
  .trim()
  .max(253, MESSAGES.smtpHostInvalid)
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i, MESSAGES.smtpHostInvalid);

/**
 * An IMAP reader attached to any mailbox kind (replies, auto-replies, bounces come back through it), as on
 * the SMTP form: without `imap_host` there is none. `imap_secure` = implicit TLS (993), else STARTTLS (143).
 */
export const imapReaderShape = {
  imap_host: z.preprocess(emptyToUndefined, imapHost.optional()),
  imap_port: z.preprocess(
    emptyToUndefined,
    zInt({ min: 1, max: 65535, message: MESSAGES.smtpPortInvalid }).optional(),
  ),
  imap_secure: z.preprocess((v) => (v === undefined ? undefined : toBoolean(v)), z.boolean().optional()),
  imap_username: z.preprocess(emptyToUndefined, z.string().trim().max(320).optional()),
  imap_password: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
};

/** Campaign emails a mailbox sends per day (empty: the account's `emails` daily limit, 001 §9). */
const dailyLimit = z.preprocess(
  emptyToUndefined,
  zInt({ min: 1, max: DAILY_LIMIT_MAX.emails, message: MESSAGES.limitTooHigh }).optional(),
);

/**
 * `PUT /integrations/amazon/{id}/add_key`: an Amazon SES (v2 API) sender. The secret is write-only; the
 * server checks the keys and that `email` is a verified identity before anything is saved.
 */
export const sesKeyBodySchema = z.strictObject({
  email: emailRule(),
  sender_name: senderName,
  region: z
    .string({ error: MESSAGES.sesRegionInvalid })
    .trim()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, MESSAGES.sesRegionInvalid),
  access_key_id: z
    .string({ error: MESSAGES.sesAccessKeyInvalid })
    .trim()
    .regex(/^[A-Z0-9]{16,128}$/, MESSAGES.sesAccessKeyInvalid),
  secret_access_key: z
    .string({ error: MESSAGES.sesSecretRequired })
    .trim()
    .min(1, MESSAGES.sesSecretRequired)
    .max(128, MESSAGES.sesSecretRequired),
  /** The SNS topic SES's receipt rule and bounce notifications publish to (else the first one that subscribes). */
  sns_topic_arn: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/)
      .optional(),
  ),
  daily_limit: dailyLimit,
  ...imapReaderShape,
});
export type SesKeyBody = z.infer<typeof sesKeyBodySchema>;

/** `PUT /integrations/sendgrid/{id}/add_key`: a SendGrid (v3 API) sender; the key needs the mail.send scope. */
export const sendgridKeyBodySchema = z.strictObject({
  email: emailRule(),
  sender_name: senderName,
  api_key: z
    .string({ error: MESSAGES.mailApiKeyRequired })
    .trim()
    .min(1, MESSAGES.mailApiKeyRequired)
    .max(200, MESSAGES.mailApiKeyRequired),
  daily_limit: dailyLimit,
  ...imapReaderShape,
});
export type SendgridKeyBody = z.infer<typeof sendgridKeyBodySchema>;

/**
 * `PUT /integrations/{integration}/{id}/add_imap`: attaches (or, without `imap_host`, removes) the IMAP
 * reader of a connected mailbox of any kind. The login is checked before it is saved; the password is write-only.
 */
export const imapReaderBodySchema = z.strictObject({ ...imapReaderShape, daily_limit: dailyLimit });
export type ImapReaderBody = z.infer<typeof imapReaderBodySchema>;

/** The browser's half of the OAuth code flow: what the provider put on the return address. */
export const oauthCallbackBodySchema = z.strictObject({
  state: z.string().min(10).max(2000),
  code: z.preprocess(emptyToUndefined, z.string().max(4000).optional()),
  /** The provider's refusal (`access_denied`, …) instead of a code. */
  error: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
});
export type OAuthCallbackBody = z.infer<typeof oauthCallbackBodySchema>;

/** `POST /integrations/{integration}/connect` answer (001 §7): where to send the browser. */
export const oauthUrlSchema = z.object({ url: z.string() });
export type OAuthUrl = z.infer<typeof oauthUrlSchema>;
