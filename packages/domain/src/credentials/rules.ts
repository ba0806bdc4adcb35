import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { emailSchema, normalizeEmail } from '../common/email.js';
import { zBool, zInt } from '../common/coerce.js';
import { AUTOMATION_TYPES, PROXY_TYPES } from './enums.js';
import { cookiesInputSchema, customProxyInputSchema } from './proxy.js';
import {
  WORK_HOURS_DEFAULT_END,
  WORK_HOURS_DEFAULT_START,
  WORK_HOURS_MAX,
  WORK_HOURS_MIN,
} from './limits.js';
import { SECURITY_CODE_LENGTH } from './timing.js';

/** 001 §5, §9: an account (network) password update needs at least 4 characters. */
export const ACCOUNT_PASSWORD_MIN = 4;
export const ACCOUNT_PASSWORD_MAX = 200;

export const accountPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(ACCOUNT_PASSWORD_MIN, MESSAGES.accountPasswordMin)
  .max(ACCOUNT_PASSWORD_MAX, maxLength(ACCOUNT_PASSWORD_MAX));

/** A valid IANA time-zone id (the runtime's tz database decides). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timezoneSchema = z
  .string({ error: MESSAGES.timezoneRequired })
  .trim()
  .min(1, { error: MESSAGES.timezoneRequired, abort: true })
  .refine(isTimeZone, MESSAGES.invalidTimezone);

/** ISO 3166-1 alpha-2, upper-cased. */
export const countryCodeSchema = z
  .string({ error: MESSAGES.chooseCountry })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, MESSAGES.chooseCountry);

/** 001 §5: work hours 0 to 23. */
export const workHourSchema = zInt({
  min: WORK_HOURS_MIN,
  max: WORK_HOURS_MAX,
  message: MESSAGES.workHoursRange,
});

/** 001 §5 duplicate check: the username must not equal an existing credential's (case-insensitive, trimmed). */
export function isDuplicateCredentialUsername(username: string, existing: readonly string[]): boolean {
  const key = normalizeEmail(username);
  return existing.some((e) => normalizeEmail(e) === key);
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * 001 §7 POST /credentials/create fields and 001 §5 add-account rules: password required unless extension;
 * country required unless extension (or a custom proxy is given — its location decides); timezone required;
 * work hours 0–23 (default 9–18), end after start; extension needs the session cookie.
 */
export const credentialCreateSchema = z
  .strictObject({
    email: emailSchema,
    password: z.preprocess(emptyToUndefined, accountPasswordSchema.optional()),
    country_code: z.preprocess(emptyToUndefined, countryCodeSchema.optional()),
    proxy_type: z.enum(PROXY_TYPES).default('basic'),
    timezone: timezoneSchema,
    work_hours_start: workHourSchema.default(WORK_HOURS_DEFAULT_START),
    work_hours_end: workHourSchema.default(WORK_HOURS_DEFAULT_END),
    custom_proxy: z.preprocess(emptyToUndefined, customProxyInputSchema.optional()),
    no_proxy: zBool().default(false),
    use_browser: zBool().default(false),
    cookies: z.preprocess(emptyToUndefined, cookiesInputSchema.optional()),
    automation_type: z.enum(AUTOMATION_TYPES).default('cloud'),
    proxy: z.preprocess(emptyToUndefined, z.string().trim().max(500).optional()),
  })
  .superRefine((v, ctx) => {
    const cloud = v.automation_type === 'cloud';
    if (cloud && !v.password)
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordRequired, path: ['password'] });
    if (cloud && !v.country_code && !v.custom_proxy && !v.no_proxy) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.chooseCountry, path: ['country_code'] });
    }
    if (!cloud && !v.cookies)
      ctx.addIssue({ code: 'custom', message: MESSAGES.cookiesRequired, path: ['cookies'] });
    if (v.work_hours_end <= v.work_hours_start) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.workHoursOrder, path: ['work_hours_end'] });
    }
  });
export type CredentialCreateBody = z.infer<typeof credentialCreateSchema>;

/** POST /credentials/{id}/update: only changed fields (001 §7). */
export const credentialUpdateSchema = z
  .strictObject({
    password: accountPasswordSchema.optional(),
    country_code: countryCodeSchema.optional(),
    proxy_type: z.enum(PROXY_TYPES).optional(),
    timezone: timezoneSchema.optional(),
    work_hours_start: workHourSchema.optional(),
    work_hours_end: workHourSchema.optional(),
    custom_proxy: customProxyInputSchema.optional(),
    no_proxy: zBool().optional(),
    use_browser: zBool().optional(),
    cookies: cookiesInputSchema.optional(),
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
export type CredentialUpdateBody = z.infer<typeof credentialUpdateSchema>;

/** 001 §5: security code exactly 6 digits. */
export const securityCodeSchema = z
  .string({ error: MESSAGES.securityCodeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`), MESSAGES.securityCodeFormat);

/** POST /credentials/{id}/send {resend, code}. */
export const sendSecurityCodeBodySchema = z.strictObject({
  resend: zBool().default(false),
  code: securityCodeSchema,
});

/** 001 §5 two-factor: username required, an email, lower-cased; password required, trimmed. */
export const twoFactorBodySchema = z.strictObject({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.usernameRequired, abort: true })
    .max(254, { error: maxLength(254), abort: true })
    .pipe(emailSchema),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .trim()
    .min(1, MESSAGES.passwordRequired)
    .max(ACCOUNT_PASSWORD_MAX, maxLength(ACCOUNT_PASSWORD_MAX)),
});

/** POST /credentials/{id}/send_phone {number, country_code, phone_code} (phone modal rule, 001 §5). */
export const sendPhoneBodySchema = z.strictObject({
  number: z
    .string({ error: MESSAGES.addCorrectPhone })
    .trim()
    .regex(/^\d{6,15}$/, MESSAGES.addCorrectPhone),
  country_code: z
    .string({ error: MESSAGES.addCorrectPhone })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MESSAGES.addCorrectPhone),
  phone_code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/, MESSAGES.addCorrectPhone),
  ),
});

/** POST /credentials/{id}/automation_type {automation_type}. */
export const automationTypeBodySchema = z.strictObject({ automation_type: z.enum(AUTOMATION_TYPES) });

/** How an account is named in lists, reports and notices: the network profile's name, else its login. */
export function credentialDisplayName(
  firstName: string | null,
  lastName: string | null,
  username: string,
): string {
  return `${firstName ?? ''} ${lastName ?? ''}`.trim() || username;
}
