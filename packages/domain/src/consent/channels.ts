import type { StepDefinition } from '../steps/define.js';

/** The ways a send reaches a prospect; an opt-out on one applies to all. */
export const CONTACT_CHANNELS = ['email', 'network', 'sms', 'voicemail', 'call'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The channels a phone number carries: quiet hours apply to them. */
export const PHONE_CHANNELS: readonly ContactChannel[] = ['sms', 'voicemail', 'call'];

/**
 * The channel of every acting step that reaches the prospect. Every acting step type is either here or in
 * STEPS_REACHING_NOBODY (a test holds the two lists to the step registry), so no send bypasses consent.
 */
export const STEP_CHANNELS: Readonly<Record<string, ContactChannel>> = {
  view_profile: 'network',
  follow: 'network',
  like_last_post: 'network',
  endorse_skills: 'network',
  connection_request: 'network',
  connect_by_email: 'network',
  message: 'network',
  inmail: 'network',
  ai_comment: 'network',
  email: 'email',
  voicemail: 'voicemail',
  sms: 'sms',
};

/** Acting steps the prospect never sees (they talk to the workspace's own systems). */
export const STEPS_REACHING_NOBODY: readonly string[] = ['webhook', 'crm_push', 'enrich'];

export const stepChannel = (definition: Pick<StepDefinition, 'type'>): ContactChannel | null =>
  STEP_CHANNELS[definition.type] ?? null;
