import { REGISTERED_STEP_TYPES, STEP_DEFINITIONS, type RegisteredStepType } from '../steps/registry.js';

/**
 * Campaign (workflow) enumerations, each in display order, with display labels.
 * Sources: 000 §4 "Campaigns and prospects", 001 §3 Workflow/Prospect, 001 §8 prospect wait reasons.
 */

/** 001 §3: workflow status (deleted is ignored in lists; inactive = paused). archived from 000 §4 actions. */
export const CAMPAIGN_STATUSES = ['active', 'inactive', 'archived', 'deleted'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const WORKFLOW_STATUSES = CAMPAIGN_STATUSES;
export type WorkflowStatus = CampaignStatus;

/** 000 §4 campaign actions. */
export const CAMPAIGN_ACTIONS = [
  'pause',
  'resume',
  'rerun_searches',
  'archive',
  'delete',
  'restore',
  'duplicate',
  'export',
] as const;

/** 001 §3 sequences_type: a linear sequence or a branching smart sequence (000 §2 /smart-sequences). */
export const SEQUENCE_TYPES = ['linear', 'smart'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

/** Step kinds the campaign engine runs: one per step definition (packages/domain/src/steps), in order. */
export const RUNNABLE_STEP_TYPES = REGISTERED_STEP_TYPES;
export type RunnableStepType = RegisteredStepType;

/** Step types (000 §1): every one runs (SMS since issue 40). */
export const STEP_TYPES = RUNNABLE_STEP_TYPES;
export type StepType = (typeof STEP_TYPES)[number];

export {
  CONDITION_KINDS,
  type ConditionKind,
  readsReply,
  REPLY_CONDITION_KINDS,
  REPLY_LABEL_WAIT_DAYS,
} from './condition-kinds.js';
export const STEP_TYPE_LABELS = Object.fromEntries(STEP_DEFINITIONS.map((d) => [d.type, d.label])) as Record<
  StepType,
  string
>;
/** Steps that carry a message text (placeholders allowed). */
export const MESSAGE_STEP_TYPES = [
  'connection_request',
  'connect_by_email',
  'message',
  'inmail',
  'email',
  'sms',
] as const;
/** Steps allowed only once per campaign (001 §5). */
export const SINGLE_USE_STEP_TYPES = ['inmail', 'connection_request', 'connect_by_email'] as const;

/** 000 §4 / 001 §3 prospect campaign status. */
export const PROSPECT_CAMPAIGN_STATUSES = [
  'excluded',
  'pending',
  'paused',
  'active',
  'campaign_paused',
  'finished',
] as const;
export type ProspectCampaignStatus = (typeof PROSPECT_CAMPAIGN_STATUSES)[number];
export const PROSPECT_CAMPAIGN_STATUS_LABELS: Record<ProspectCampaignStatus, string> = {
  excluded: 'Excluded',
  pending: 'Pending',
  paused: 'Paused',
  active: 'Active',
  campaign_paused: 'Campaign paused',
  finished: 'Finished',
};

/** 000 §4 step approval statuses; canceled is shown as "Skipped". */
export const STEP_APPROVAL_STATUSES = [
  'awaiting_approval',
  'approved',
  'hold',
  'canceled',
  'paused',
  'complete',
] as const;
export type StepApprovalStatus = (typeof STEP_APPROVAL_STATUSES)[number];
export const STEP_APPROVAL_STATUS_LABELS: Record<StepApprovalStatus, string> = {
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  hold: 'Hold',
  canceled: 'Skipped',
  paused: 'Paused',
  complete: 'Complete',
};

/** 000 §4 skipped-step reasons. */
export const SKIPPED_STEP_REASONS = [
  'task_failed',
  'user_skipped',
  'manual_resume',
  'no_comments',
  'message_exists',
  'no_actions',
  'no_emails',
  'already_connected',
  'already_enriched',
  'request_already_sent',
  'invite_already_sent',
  'already_inmailed',
  'next_step_done',
  'no_posts',
] as const;
export type SkippedStepReason = (typeof SKIPPED_STEP_REASONS)[number];
export const SKIPPED_STEP_REASON_LABELS: Record<SkippedStepReason, string> = {
  task_failed: 'Task failed',
  user_skipped: 'Skipped by user',
  manual_resume: 'Manual resume',
  no_comments: 'No comments',
  message_exists: 'Message already exists',
  no_actions: 'No actions',
  no_emails: 'No emails',
  already_connected: 'Already connected',
  already_enriched: 'Already enriched',
  request_already_sent: 'Request already sent',
  invite_already_sent: 'Invite already sent',
  already_inmailed: 'Already InMailed',
  next_step_done: 'Next step done',
  no_posts: 'No posts',
};

/** 000 §4 paused-prospect reasons. */
export const PAUSED_PROSPECT_REASONS = [
  'contacted_before_campaign',
  'failed_email',
  'failed_message',
  'inmail_with_existing_dialog',
  'manual_stop',
  'got_reply',
  'calendly_meeting_booked',
  'contacted_by_agency',
] as const;
export type PausedProspectReason = (typeof PAUSED_PROSPECT_REASONS)[number];
export const PAUSED_PROSPECT_REASON_LABELS: Record<PausedProspectReason, string> = {
  contacted_before_campaign: 'Contacted before the campaign',
  failed_email: 'Failed email',
  failed_message: 'Failed message',
  inmail_with_existing_dialog: 'InMail with existing dialog',
  manual_stop: 'Stopped manually',
  got_reply: 'Got reply',
  calendly_meeting_booked: 'Calendly meeting booked',
  contacted_by_agency: 'Contacted by another workspace of your agency',
};

/** 001 §8 prospect wait reasons: what holds a prospect, in catalogue order. */
export const PROSPECT_WAIT_REASONS = [
  'no_email_type_or_invalid_email',
  'out_of_credits',
  'invalid_email',
  'no_email_type',
  'invalid_email_integration',
  'profile_action_declined',
  'profile_action_on_hold',
  'no_sales_navigator_link',
  'profile_closed',
  'no_company_name',
  'inmail_forbidden',
  'needs_api_booster',
  'needs_sales_navigator',
  'profile_not_premium',
  'video_template_not_found',
  'closed_for_group_messaging',
  'no_phone_type_or_invalid_phone',
  'invalid_dialer_phone',
  'inmail_too_long',
  'connection_note_too_long',
  'profile_closed_in_sales_navigator',
  'last_extension_task_failed',
] as const;
export type ProspectWaitReason = (typeof PROSPECT_WAIT_REASONS)[number];
export const PROSPECT_WAIT_REASON_LABELS: Record<ProspectWaitReason, string> = {
  no_email_type_or_invalid_email: 'No required email type or invalid email address',
  out_of_credits: 'Run out of credits',
  invalid_email: 'Invalid email address',
  no_email_type: 'No required email type',
  invalid_email_integration: 'Invalid email integration',
  profile_action_declined: 'Profile action declined',
  profile_action_on_hold: 'Profile action on hold',
  no_sales_navigator_link: 'Could not get Sales Navigator link',
  profile_closed: 'Profile is closed',
  no_company_name: 'No company name',
  inmail_forbidden: 'InMail forbidden',
  needs_api_booster: 'Needs API booster',
  needs_sales_navigator: 'Needs Sales Navigator subscription',
  profile_not_premium: 'Profile is not premium',
  video_template_not_found: 'Could not find used video template',
  closed_for_group_messaging: 'Closed for messaging in group or event',
  no_phone_type_or_invalid_phone: 'No required phone type or invalid phone number',
  invalid_dialer_phone: 'Invalid Dialer phone',
  inmail_too_long: 'InMail over 1900 characters',
  connection_note_too_long: 'Connection request over 200 characters',
  profile_closed_in_sales_navigator: 'Profile closed in Sales Navigator',
  last_extension_task_failed: 'Last extension task failed',
};

/** 000 §4 / 001 §3 relations. */
export const RELATIONS = ['gotReply', 'lead', 'customer', 'not_interested'] as const;
export type Relation = (typeof RELATIONS)[number];
export const RELATION_LABELS: Record<Relation, string> = {
  gotReply: 'Got reply',
  lead: 'Lead',
  customer: 'Customer',
  not_interested: 'Not interested',
};

/** 000 §4 dialog marks. */
export const DIALOG_MARKS = ['read', 'unread', 'starred', 'archived'] as const;
export type DialogMark = (typeof DIALOG_MARKS)[number];

/** 000 §4 search status. */
export const SEARCH_STATUSES = ['failed', 'active', 'finished', 'stopped', 'absent'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/**
 * 001 §5 search URLs must be a valid kind. The kinds the product targets (feature flags
 * social/post/event/group targeting, Sales Navigator, CSV upload, prospect finder).
 */
export const SEARCH_KINDS = [
  'people_search',
  'sales_navigator_search',
  'sales_navigator_list',
  'post_reactions',
  'event_attendees',
  'group_members',
  'csv',
  'prospect_finder',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** 001 §3 workflow settings flags. */
export const CAMPAIGN_SETTING_FLAGS = [
  'is_existing_people',
  'is_include_talked_before',
  'is_only_premium',
  'is_link_tracking',
  'is_email_only',
  'is_ai_targeting',
  'is_ai_employee',
] as const;
