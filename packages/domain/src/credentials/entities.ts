import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import {
  ACCOUNT_TYPES,
  ADD_ACCOUNT_STEPS,
  AUTOMATION_CHANGE_RESULTS,
  AUTOMATION_TYPES,
  CREDENTIAL_STATUSES,
  PIN_TYPES,
  PROXY_SETUP_STAGES,
  PROXY_TYPES,
  REQUIRED_2FA_KINDS,
} from './enums.js';
import {
  CREDENTIAL_ACTIVITY_ACTIONS,
  CREDENTIAL_ACTIVITY_STATUSES,
  type CredentialActivity,
  type CredentialActivityLink,
} from './activity.js';
import { DAILY_LIMIT_KINDS, WEEKLY_LIMIT_KINDS } from './limits.js';

export const credentialActivityLinkSchema = z.object({
  text: z.string(),
  action: z.enum(CREDENTIAL_ACTIVITY_ACTIONS),
}) satisfies z.ZodType<CredentialActivityLink>;

export const credentialActivitySchema = z.object({
  status: z.enum(CREDENTIAL_ACTIVITY_STATUSES),
  text: z.string(),
  links: z.array(credentialActivityLinkSchema),
}) satisfies z.ZodType<CredentialActivity>;

const at = isoDateSchema.nullable().optional();

/** Custom proxy as returned: the password is never sent back (has_password says whether one is set). */
export const customProxyPublicSchema = z.object({
  proxy_address: z.string().nullable(),
  domain: z.string().nullable(),
  ports: z.object({ http: z.number().int().nullable() }),
  username: z.string().nullable(),
  has_password: z.boolean(),
});

/** The stored two-factor state (its password is sealed apart and never part of it). */
export const twoFactorStateSchema = z
  .object({
    username: z.string(),
    status: z.string().nullable(),
    update_password: z.boolean(),
    link: z.string().nullable(),
    temporary_locked_at: at,
  })
  .partial();
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/**
 * 001 §3 Credential as the API returns it. Secrets (password, cookies, two-factor password, proxy
 * password) are input-only and never part of this schema.
 */
export const credentialSchema = z.object({
  _id: idSchema,
  space_id: idSchema,
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  photo_link: z.string().nullable(),
  status: z.enum(CREDENTIAL_STATUSES),
  account_type: z.enum(ACCOUNT_TYPES).nullable(),
  country_code: z.string().nullable(),
  has_password: z.boolean(),
  /** Whether session cookies are stored (the cookies themselves never leave the server). */
  has_cookies: z.boolean(),
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
  two_factor: twoFactorStateSchema.extend({ has_password: z.boolean() }).nullable(),
  required_subscriptions: z.object({ premium_at: at, sales_navigator_at: at, recruiter_at: at }).partial(),
  required_actions: z.object({ verify_email: z.boolean() }).partial(),
  sales_error: z.string().nullable().optional(),
  connect_limited_at: at,
  inmail_limited_at: at,
  login_limited_at: at,
  hibernated_at: at,
  captcha_at: at,
  subscription_expired_at: at,
  last_activity_at: at,
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  link: z.string().nullable(),
  is_code_expired: z.boolean(),
  activity_dict: credentialActivitySchema.nullable(),
  setting_proxy: z
    .object({
      stage: z.enum(PROXY_SETUP_STAGES),
      country_code: z.string().nullable(),
      attempt_count: z.number().int(),
      proxy_failed_until: z.number().nullable(),
      proxy_address: z.string().nullable(),
      ports: z.object({ http: z.number().int().nullable() }).nullable(),
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
      /** Issue 41: a page of the network no longer matches the browser driver's selector map (version). */
      page_layout_changed: z
        .object({ page: z.string(), version: z.string(), selector: z.string(), at })
        .nullable(),
    })
    .partial(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** POST /credentials/{id}/automation_type: what the change needs next, and the account. */
export const automationChangeSchema = z.object({
  result: z.enum(AUTOMATION_CHANGE_RESULTS),
  credentials: credentialSchema,
});
export type AutomationChange = z.infer<typeof automationChangeSchema>;

/** POST /credentials/{id}/sync_dialogs: messages found by this sync, and the account. */
export const dialogSyncSchema = z.object({ new_messages: z.number().int(), credentials: credentialSchema });
export type DialogSync = z.infer<typeof dialogSyncSchema>;

/** GET /credentials/seats: seats of the workspace, counted from its live accounts. */
export const seatUsageSchema = z.object({
  used_seats: z.number().int(),
  total_seats: z.number().int(),
  available_seats: z.number().int(),
  cloud_seats_used: z.number().int(),
  extension_seats_used: z.number().int(),
  cloud_seats_total: z.number().int(),
  extension_seats_total: z.number().int(),
  cloud_seats_available: z.number().int(),
  extension_seats_available: z.number().int(),
});
export type SeatUsage = z.infer<typeof seatUsageSchema>;

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

/** GET /credentials/{id}/proxy and /location: where the account connects from. */
export const credentialProxySchema = credentialSchema.pick({
  setting_proxy: true,
  custom_proxy: true,
  proxy_type: true,
  no_proxy: true,
  country_code: true,
});
export const credentialLocationSchema = credentialSchema.pick({
  country_code: true,
  timezone: true,
  work_hours_start: true,
  work_hours_end: true,
  proxy_type: true,
  no_proxy: true,
  custom_proxy: true,
  setting_proxy: true,
});

/** GET /credentials/{id}/onboarding_info: the wizard step that finishes the account, and what it lacks. */
export const onboardingInfoSchema = z.object({
  step: z.enum(ADD_ACCOUNT_STEPS).nullable(),
  missing: z.array(z.enum(['password', 'location', 'cookies'])),
  status: z.enum(CREDENTIAL_ACTIVITY_STATUSES),
  activity_dict: credentialActivitySchema.nullable(),
  done: z.boolean(),
});

/** GET/PUT /credentials/{id}/limits: the limits in force (defaults filled in), the defaults, the maxima. */
const limitsByKind = z.object({
  daily: z.record(z.enum(DAILY_LIMIT_KINDS), z.number().int()),
  weekly: z.record(z.enum(WEEKLY_LIMIT_KINDS), z.number().int()),
});
export const credentialLimitsSchema = limitsByKind.extend({
  defaults: limitsByKind,
  max: limitsByKind,
  can_edit: z.boolean(),
});
export type CredentialLimitsView = z.infer<typeof credentialLimitsSchema>;

/** PUT /credentials/limits_policy. */
export const limitsPolicySchema = z.object({ prohibit_change: z.boolean() });

/** GET/PUT /credentials/{id}/blacklist: people and companies the account never contacts. */
export const blacklistSchema = z.object({ profile: z.array(z.string()), company: z.array(z.string()) });
export type Blacklist = z.infer<typeof blacklistSchema>;

/** GET /credentials/{id}/connection: withdrawal of old invitations and the connection-note characters. */
export const connectionSettingsSchema = z.object({
  withdraw: z.object({ enabled: z.boolean(), days: z.number().int() }),
  connection_chars: z.number().int(),
  connect_limited_at: isoDateSchema.nullable().optional(),
});
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;
