import type { DailyLimitKind, WeeklyLimitKind } from '@leadloop/domain/credentials/limits';
import type { StepType } from './sequence.js';

/** What each acting step counts against (001 §9 daily limit kinds) and whether it is a network action. */
export const STEP_LIMIT_KIND: Partial<Record<StepType, DailyLimitKind>> = {
  view_profile: 'profile_views',
  connection_request: 'connection_requests',
  connect_by_email: 'connections_by_email',
  message: 'messages',
  inmail: 'inmails',
  email: 'emails',
  voicemail: 'voicemails',
};

export const STEP_WEEKLY_KIND: Partial<Record<StepType, WeeklyLimitKind>> = {
  connection_request: 'connection_requests',
  connect_by_email: 'connection_requests',
  inmail: 'inmails',
};

/** Steps that act (and so are spaced, approved and logged). delay/condition only move the prospect. */
export const ACTING_STEPS = new Set<StepType>([
  'view_profile',
  'follow',
  'like_last_post',
  'endorse_skills',
  'connection_request',
  'connect_by_email',
  'message',
  'inmail',
  'email',
  'webhook',
  'voicemail',
]);

/** Steps a 1st-degree connection is needed for. */
export const NEEDS_CONNECTION = new Set<StepType>(['message']);
