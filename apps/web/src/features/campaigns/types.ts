import {
  CONDITION_KINDS,
  RUNNABLE_STEP_TYPES,
  type CampaignStatus,
  type ConditionKind,
  type ProspectCampaignStatus,
  type RunnableStepType,
  type SearchStatus,
} from '@leadloop/domain/campaigns/enums';

/** Step kinds the builder offers (the engine's set, from the domain). `condition` only in smart sequences. */
export type BuilderStepType = RunnableStepType;
export const BUILDER_STEP_TYPES = RUNNABLE_STEP_TYPES.filter(
  (type): type is Exclude<RunnableStepType, 'condition'> => type !== 'condition',
);
export { CONDITION_KINDS, type ConditionKind };

export interface StepVariant {
  subject?: string;
  content: string;
}

/** One step as the workflows API takes it (`sequence` items and smart-sequence nodes). */
export interface CampaignStep {
  id: string;
  type: BuilderStepType;
  delay_days: number;
  delay_hours: number;
  subject?: string;
  content?: string;
  /** A/B test: two variants, split 50/50 per prospect (001 §9). */
  variants?: [StepVariant, StepVariant];
  thread?: 'new' | 'reply';
  manual_approval?: boolean;
  url?: string;
  /** Voicemail step: one of the account's voicemail recordings. */
  audio_id?: string;
  condition?: { kind: ConditionKind; days?: number };
}

export interface SequenceLink {
  from: string;
  to: string;
  branch?: 'yes' | 'no';
}

export interface NodePosition {
  x: number;
  y: number;
}

export interface CampaignSearch {
  _id: string;
  url: string | null;
  limit: number;
  status: SearchStatus;
  kind?: string;
  source?: 'url' | 'csv';
  file_name?: string | null;
  found_count?: number;
  added_count?: number;
}

export const CAMPAIGN_FLAGS = [
  'is_existing_people',
  'is_include_talked_before',
  'is_only_premium',
  'is_link_tracking',
  'is_email_only',
] as const;
export type CampaignFlag = (typeof CAMPAIGN_FLAGS)[number];

export interface Workflow {
  _id: string;
  name: string;
  status: CampaignStatus | 'deleting';
  /** The account that runs the campaign (the API names it credentials_id). */
  credentials_id?: string;
  credential_id?: string;
  credentials?: string[];
  sequences_type: 'linear' | 'smart';
  sequence: CampaignStep[];
  sequences_nodes?: CampaignStep[];
  sequences_links?: SequenceLink[];
  searches?: CampaignSearch[];
  /** Prospects by campaign status (list responses). */
  prospects_count?: Record<string, number>;
  settings: Record<string, unknown> & { manual_approval?: boolean; positions?: Record<string, NodePosition> };
  is_existing_people: boolean;
  is_include_talked_before: boolean;
  is_only_premium: boolean;
  is_link_tracking: boolean;
  is_email_only: boolean;
  is_ai_employee?: boolean;
  archived_at?: string | null;
  deleted_at?: string | null;
  created_at?: string;
  order?: number;
  position?: number;
}

/** GET /workflows/{id}/rates — counters and rates of one campaign. */
export interface WorkflowRates {
  prospects?: number;
  active?: number;
  finished?: number;
  paused?: number;
  invites_sent?: number;
  accepted?: number;
  messages_sent?: number;
  replied?: number;
  acceptance_rate?: number;
  reply_rate?: number;
  forecast?: ServerForecast | null;
}

/** The server's forecast: the slowest limit shared by the account's running campaigns sets the pace. */
export interface ServerForecast {
  prospects_remaining: number;
  bottleneck: string | null;
  days_needed: number;
  last_prospect_reached_at: string | null;
  shared_with_campaigns: number;
}

/** A prospect in a campaign with the engine's plain explanation of where it stands. */
export interface CampaignProspect {
  _id: string;
  prospect_id?: string;
  /** The person (server's explained shape nests it). */
  prospect?: {
    _id: string;
    full_name: string;
    profile_link?: string | null;
    company?: string | null;
    position?: string | null;
  };
  /** The step the prospect meets next, the earliest time it can run and what holds it now. */
  next_step?: { id: string; index: number; type: string; label?: string } | null;
  earliest_at?: string | null;
  held_by?: { code: string; text: string } | null;
  full_name?: string;
  position?: string | null;
  company?: string | null;
  profile_link?: string | null;
  status: ProspectCampaignStatus;
  paused_reason?: string | null;
  excluded_reason?: string | null;
  wait_reason?: string | null;
  current_step?: string | null;
  next_run_at?: string | null;
  explanation?: string | null;
  steps?: Record<string, { status: string; reason?: string; variant?: string; at: string }>;
}

export interface CredentialSummary {
  _id: string;
  full_name: string | null;
  username: string;
  photo_link?: string | null;
  status: string;
}

/** Per-line report of a CSV import (001 §5): accepted, duplicated, blacklisted or refused. */
export interface CsvReport {
  accepted: number;
  duplicated: number;
  blacklisted: number;
  refused: number;
  lines?: { line: number; status: 'accepted' | 'duplicated' | 'blacklisted' | 'refused'; reason?: string }[];
}
