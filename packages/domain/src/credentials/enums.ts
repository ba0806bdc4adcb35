/** 000 §4 / 001 §3 credential status, display order. blocked is shown as "Suspended". */
export const CREDENTIAL_STATUSES = ['active', 'invalid', 'inactive', 'blocked', 'deleted'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];
export const CREDENTIAL_STATUS_LABELS: Record<CredentialStatus, string> = {
  active: 'Active',
  invalid: 'Wrong password',
  inactive: 'Paused',
  blocked: 'Suspended',
  deleted: 'Deleted',
};

/** 000 §4 extra and other account states shown next to the status. */
export const CREDENTIAL_EXTRA_STATES = [
  'waiting_for_pin',
  'social_challenge',
  'waiting_for_authorization',
  'subscription_expired',
  'hibernated',
  'proxy_failed',
  'captcha_needed',
] as const;
export type CredentialExtraState = (typeof CREDENTIAL_EXTRA_STATES)[number];

/** 000 §4 verification display. */
export const VERIFICATION_STATES = [
  'syncing',
  'security_code_requested',
  'security_code_wrong',
  'security_code_expired',
  'logged_in',
  'blocked',
  'challenged',
] as const;

/** 001 §3 automation_type: cloud (server-side) or extension (browser). */
export const AUTOMATION_TYPES = ['cloud', 'extension'] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

/** 001 §3 proxy_type. */
export const PROXY_TYPES = ['basic', 'residential'] as const;
export type ProxyType = (typeof PROXY_TYPES)[number];

/** 001 §3 account_type (sales_navigator is the one the spec names; the others are the network's tiers). */
export const ACCOUNT_TYPES = ['basic', 'premium', 'sales_navigator', 'recruiter'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** 001 §3 auth_status.security_code.pin_type. */
export const PIN_TYPES = ['app', 'sms', 'email'] as const;
export type PinType = (typeof PIN_TYPES)[number];

/** 001 §3 required_2fa: 'other' is unsupported (only Microsoft is, 001 §8). */
export const REQUIRED_2FA_KINDS = ['microsoft', 'other'] as const;
export type Required2faKind = (typeof REQUIRED_2FA_KINDS)[number];

/** 000 §4 two-factor status; invalid or failed shows a problem. */
export const TWO_FACTOR_STATUSES = ['active', 'invalid', 'failed'] as const;
export const TWO_FACTOR_PROBLEM_STATUSES = ['invalid', 'failed'] as const;

/** 000 §4 proxy setup stages. */
export const PROXY_SETUP_STAGES = ['start', 'success', 'fail'] as const;
export type ProxySetupStage = (typeof PROXY_SETUP_STAGES)[number];

/** 000 §4 / 001 §7 automation change results. */
export const AUTOMATION_CHANGE_RESULTS = ['NEEDS_PASSWORD', 'NEEDS_LOCATION', 'SUCCESS'] as const;
export type AutomationChangeResult = (typeof AUTOMATION_CHANGE_RESULTS)[number];

/** 001 §9 seats: cloud and extension-only. */
export const SEAT_TYPES = ['cloud', 'extension'] as const;

/** 000 §2 add-account wizard steps (cloud order); extension uses only 'credentials' (+ automation). */
export const ADD_ACCOUNT_STEPS = [
  'automation',
  'location',
  'schedule',
  'credentials',
  'verification',
  'change_automation',
] as const;
export type AddAccountStep = (typeof ADD_ACCOUNT_STEPS)[number];
