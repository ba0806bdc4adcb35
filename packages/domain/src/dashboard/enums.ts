import type { StatSeries } from '../reports/enums.js';

/** The figures the dashboard shows as cards, in order (a subset of the 13 stat series of 001 §3). */
export const DASHBOARD_KPIS = [
  'request_sent',
  'new_accepted',
  'messages_sent',
  'emails_sent',
  'new_replied',
  'new_leads',
] as const satisfies readonly StatSeries[];

/** Why a campaign needs attention, in the order the list shows them (the user must act first). */
export const ATTENTION_KINDS = [
  'account_needs_verification',
  'stalled',
  'found_nobody',
  'limit_reached',
  'nothing_left',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/**
 * What the activity feed shows: done campaign steps, replies, accepted invitations, lead status changes
 * ('label'), labels put on or taken off a person ('prospect_label'), tasks created and done ('task').
 */
export const ACTIVITY_KINDS = ['action', 'reply', 'acceptance', 'label', 'prospect_label', 'task'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Largest page of the activity feed. */
export const ACTIVITY_PAGE_MAX = 100;
