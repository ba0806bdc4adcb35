import {
  CONDITION_KINDS,
  RUNNABLE_STEP_TYPES,
  type ConditionKind,
  type RunnableStepType,
} from '@leadloop/domain/campaigns/enums';

/** Step kinds the builder offers (the engine's set, from the domain). `condition` only in smart sequences. */
export type BuilderStepType = RunnableStepType;
export const BUILDER_STEP_TYPES = RUNNABLE_STEP_TYPES.filter(
  (type): type is Exclude<RunnableStepType, 'condition'> => type !== 'condition',
);
export { CONDITION_KINDS, type ConditionKind };

/** Steps, links and searches: the API's own schemas (packages/domain campaigns/steps, entities). */
export type { SequenceLink, StepVariant } from '@leadloop/domain/campaigns/steps';
export type { Search as CampaignSearch } from '@leadloop/domain/campaigns/entities';
import type { Step } from '@leadloop/domain/campaigns/steps';
import type { Workflow as ApiWorkflow } from '@leadloop/domain/campaigns/entities';

/** One step as the workflows API takes and gives it (`sequence` items and smart-sequence nodes). */
export type CampaignStep = Step;

export interface NodePosition {
  x: number;
  y: number;
}

export const CAMPAIGN_FLAGS = [
  'is_existing_people',
  'is_include_talked_before',
  'is_only_premium',
  'is_link_tracking',
  'is_email_only',
] as const;
export type CampaignFlag = (typeof CAMPAIGN_FLAGS)[number];

/** The builder's reading of a campaign's free-form settings. */
export type WorkflowSettings = Record<string, unknown> & {
  manual_approval?: boolean;
  positions?: Record<string, NodePosition>;
};

/** 001 §3 Workflow as the API sends it; the detail adds its forecast (WorkflowDetail). */
export type Workflow = Omit<ApiWorkflow, 'settings'> & { settings: WorkflowSettings };
export type { WorkflowDetail, WorkflowForecast, WorkflowPage } from '@leadloop/domain/campaigns/entities';

/** The campaign card's figures, read from GET /workflows/{id}/rates (packages/domain WorkflowRates). */
export interface CampaignFigures {
  prospects: number;
  finished: number;
  invites_sent: number;
  accepted: number;
  replied: number;
  acceptance_rate: number;
  reply_rate: number;
  forecast: WorkflowForecast | null;
}
export type { WorkflowRates } from '@leadloop/domain/campaigns/entities';

/** A prospect in a campaign with the engine's plain explanation of where it stands (packages/domain). */
export type { CampaignProspect, CampaignProspectPage } from '@leadloop/domain/prospects/entities';
import type { WorkflowForecast } from '@leadloop/domain/campaigns/entities';

/** The account fields the campaign screens read (the credentials feature's list). */
export type CredentialSummary = Pick<
  import('@leadloop/domain/credentials/entities').Credential,
  '_id' | 'full_name' | 'username' | 'photo_link' | 'status'
>;

/** A CSV import's per-line report (001 §5) and the preview of a file (packages/domain). */
export type { CsvImport, CsvPreview } from '@leadloop/domain/campaigns/entities';
