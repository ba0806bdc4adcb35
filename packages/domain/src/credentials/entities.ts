import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import {
  ACCOUNT_TYPES,
  AUTOMATION_TYPES,
  CREDENTIAL_STATUSES,
  PIN_TYPES,
  PROXY_SETUP_STAGES,
  PROXY_TYPES,
  REQUIRED_2FA_KINDS,
} from './enums.js';

const at = isoDateSchema.nullable().optional();

/** Custom proxy as returned: the password is never sent back (has_password says whether one is set). */
export const customProxyPublicSchema = z.object({
  proxy_address: z.string().nullable(),
  domain: z.string().nullable(),
  ports: z.object({ http: z.string() }),
  username: z.string(),
  has_password: z.boolean(),
});

/**
 * 001 §3 Credential as the API returns it. Secrets (password, cookies, two-factor password, proxy
 * password) are input-only and never part of this schema.
 */
export const credentialSchema = z.object({
  _id: idSchema,
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  photo_link: z.string().nullable(),
  status: z.enum(CREDENTIAL_STATUSES),
  account_type: z.enum(ACCOUNT_TYPES).nullable(),
  country_code: z.string().nullable(),
  has_password: z.boolean(),
  automation_type: z.enum(AUTOMATION_TYPES),
  proxy_type: z.enum(PROXY_TYPES),
  custom_proxy: customProxyPublicSchema.nullable(),
  no_proxy: z.boolean(),
  proxy: z.string().nullable().optional(),
  timezone: z.string(),
  work_hours_start: z.number().int().min(0).max(23),
  work_hours_end: z.number().int().min(0).max(23),
  use_browser: z.boolean(),
  unread_count: z.number().int(),
  wait_for_authorization: z.boolean(),
  required_2fa: z.enum(REQUIRED_2FA_KINDS).nullable(),
  two_factor: z
    .object({
      username: z.string(),
      status: z.string().nullable(),
      update_password: z.boolean(),
      link: z.string().nullable(),
      temporary_locked_at: at,
    })
    .nullable(),
  required_subscriptions: z.object({ premium_at: at, sales_navigator_at: at, recruiter_at: at }).partial(),
  required_actions: z.object({ verify_email: z.boolean() }).partial(),
  sales_error: z.string().nullable().optional(),
  connect_limited_at: at,
  inmail_limited_at: at,
  login_limited_at: at,
  hibernated_at: at,
  link: z.string().nullable(),
  is_code_expired: z.boolean(),
  activity_dict: z.object({ status: z.string(), text: z.string(), links: z.array(z.string()) }).nullable(),
  setting_proxy: z
    .object({
      stage: z.enum(PROXY_SETUP_STAGES),
      country_code: z.string().nullable(),
      attempt_count: z.number().int(),
      proxy_failed_until: z.number().nullable(),
      proxy_address: z.string().nullable(),
      ports: z.object({ http: z.string() }).nullable(),
      username: z.string().nullable(),
    })
    .partial()
    .nullable(),
  auth_status: z
    .object({
      security_code: z
        .object({
          requested_at: at,
          is_wrong: z.boolean(),
          is_entering: z.boolean(),
          pin_type: z.enum(PIN_TYPES),
        })
        .partial()
        .nullable(),
      phone: z
        .object({ requested_at: at, is_wrong: z.boolean(), is_entering: z.boolean() })
        .partial()
        .nullable(),
      challenged_at: at,
      hard_challenge_count: z.number().int(),
      must_change_password: z.boolean(),
      wrong_password: z.boolean(),
      logged_in_at: at,
    })
    .partial(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** 001 §3 Country (static list): code, code3, name, number, optional phone_code. */
export const countrySchema = z.object({
  code: z.string().length(2),
  code3: z.string().length(3),
  name: z.string(),
  number: z.string(),
  phone_code: z.string().optional(),
});
export type Country = z.infer<typeof countrySchema>;

/** 001 §3 Timezone option: name and IANA value. */
export const timezoneOptionSchema = z.object({ name: z.string(), value: z.string() });
export type TimezoneOption = z.infer<typeof timezoneOptionSchema>;
