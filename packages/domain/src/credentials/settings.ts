import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { toArray, zBool, zInt } from '../common/coerce.js';
import { DAILY_LIMIT_KINDS, DAILY_LIMIT_MAX, WEEKLY_LIMIT_KINDS, WEEKLY_LIMIT_MAX } from './limits.js';
import { countryCodeSchema, timezoneSchema, workHourSchema } from './rules.js';

/** Texts of the account-settings and verification calls (our wording; kept in MESSAGES so they are translated). */
export const CREDENTIAL_MESSAGES = {
  securityCodeExpired: MESSAGES.securityCodeExpired,
  securityCodeWrong: MESSAGES.securityCodeWrong,
  noCodeRequested: MESSAGES.noCodeRequested,
  noPhoneRequested: MESSAGES.noPhoneRequested,
  confirmTwoFactorPasswordUpdate: MESSAGES.confirmTwoFactorPasswordUpdate,
  proxyRefreshLimit: MESSAGES.proxyRefreshLimit,
  limitTooHigh: MESSAGES.limitTooHigh,
  blacklistTooLong: MESSAGES.blacklistTooLong,
} as const;

/** PUT /credentials/{id}/limits: any subset of daily kinds (`daily`) and weekly kinds (`weekly`). */
const dailyShape = Object.fromEntries(
  DAILY_LIMIT_KINDS.map((k) => [
    k,
    zInt({ min: 0, max: DAILY_LIMIT_MAX[k], message: CREDENTIAL_MESSAGES.limitTooHigh }).optional(),
  ]),
) as Record<(typeof DAILY_LIMIT_KINDS)[number], z.ZodOptional<ReturnType<typeof zInt>>>;
const weeklyShape = Object.fromEntries(
  WEEKLY_LIMIT_KINDS.map((k) => [
    k,
    zInt({ min: 0, max: WEEKLY_LIMIT_MAX[k], message: CREDENTIAL_MESSAGES.limitTooHigh }).optional(),
  ]),
) as Record<(typeof WEEKLY_LIMIT_KINDS)[number], z.ZodOptional<ReturnType<typeof zInt>>>;
export const credentialLimitsBodySchema = z.strictObject({
  daily: z.strictObject(dailyShape).optional(),
  weekly: z.strictObject(weeklyShape).optional(),
});
export type CredentialLimitsBody = z.infer<typeof credentialLimitsBodySchema>;

/** PUT /credentials/{id}/location: country, timezone, work hours (0–23, end after start). */
export const credentialLocationBodySchema = z
  .strictObject({
    country_code: countryCodeSchema.optional(),
    timezone: timezoneSchema.optional(),
    work_hours_start: workHourSchema.optional(),
    work_hours_end: workHourSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (
      v.work_hours_start !== undefined &&
      v.work_hours_end !== undefined &&
      v.work_hours_end <= v.work_hours_start
    ) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.workHoursOrder, path: ['work_hours_end'] });
    }
  });

/** PUT /credentials/{id}/blacklist {values}: profile URLs and company names; `kind` picks the list. */
export const BLACKLIST_KINDS = ['profile', 'company'] as const;
export const BLACKLIST_MAX_ENTRIES = 5000;
export const blacklistBodySchema = z.strictObject({
  kind: z.enum(BLACKLIST_KINDS).default('profile'),
  values: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim().startsWith('[') ? toArray(v) : v.split(/\r?\n/)) : v),
    z
      .array(z.string().trim().max(500, maxLength(500)))
      .max(BLACKLIST_MAX_ENTRIES, CREDENTIAL_MESSAGES.blacklistTooLong)
      .transform((list) => [...new Set(list.filter(Boolean))]),
  ),
});

/** A profile URL or id → its public id; a company name → lowercased. Used to match blacklist entries. */
export function normalizeBlacklistValue(kind: (typeof BLACKLIST_KINDS)[number], value: string): string {
  const v = value.trim().toLowerCase();
  if (kind === 'company') return v.replace(/\s+/g, ' ');
  const match = /\/in\/([^/?#]+)/.exec(v);
  return decodeURIComponent(match ? match[1]! : v).replace(/\/$/, '');
}

/** Signatures (001 §3): name, message, is_default (the default is exclusive, 000 §5). */
export const SIGNATURE_NAME_MAX = 100;
export const SIGNATURE_MESSAGE_MAX = 2000;
export const signatureCreateSchema = z.strictObject({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(SIGNATURE_NAME_MAX, maxLength(SIGNATURE_NAME_MAX)),
  message: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(SIGNATURE_MESSAGE_MAX, maxLength(SIGNATURE_MESSAGE_MAX)),
  is_default: zBool().default(false),
});
export const signatureUpdateSchema = z.strictObject({
  name: signatureCreateSchema.shape.name.optional(),
  message: signatureCreateSchema.shape.message.optional(),
  is_default: zBool().optional(),
});

/** POST /credentials/{id}/update_withdraw: withdraw pending invitations older than `days` (outreach guide). */
export const WITHDRAW_AFTER_DAYS_DEFAULT = 21;
export const withdrawSettingsBodySchema = z.strictObject({
  enabled: zBool(),
  days: zInt({ min: 7, max: 180 }).default(WITHDRAW_AFTER_DAYS_DEFAULT),
});
