import type { RunnableStepType } from '../campaigns/enums.js';

/**
 * An agency group's rule (issue 42): never contact a person another workspace of the group contacted
 * within `window_days`, on any channel or only on the same channel; or off.
 */
export const AGENCY_RULES = ['any_channel', 'same_channel', 'off'] as const;
export type AgencyRule = (typeof AGENCY_RULES)[number];
export const DEFAULT_AGENCY_WINDOW_DAYS = 30;
export const MAX_AGENCY_WINDOW_DAYS = 365;

export const CONTACT_CHANNELS = ['network', 'email', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * Every acting step, classified: the channel on which it reaches the person, or null when the person is
 * not contacted (a profile view, a webhook…). A new acting step must be added here (agency.test.ts fails
 * until it is): the engine's claim applies the agency rule to the contacting ones.
 */
export const STEP_CONTACT_CHANNEL: Partial<Record<RunnableStepType, ContactChannel | null>> = {
  view_profile: null,
  follow: null,
  like_last_post: null,
  endorse_skills: null,
  connection_request: 'network',
  connect_by_email: 'network',
  message: 'network',
  inmail: 'network',
  ai_comment: 'network',
  email: 'email',
  voicemail: 'phone',
  sms: 'phone',
  webhook: null,
  crm_push: null,
  enrich: null,
};

/** The kinds of identifier a data-subject request names a person by. */
export const PERSON_ID_KINDS = ['email', 'phone', 'profile'] as const;
export type PersonIdKind = (typeof PERSON_ID_KINDS)[number];

/** Security-relevant actions the audit log records. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'role_change',
  'impersonation_start',
  'impersonation_end',
  'data_export',
  'data_erasure',
  'api_token_create',
  'api_token_use',
  'api_token_revoke',
  'agency_group_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
