import type { CsvSummary } from '@leadloop/domain/campaigns/entities';
import type { CampaignFlag, CampaignStep, NodePosition, SequenceLink, Workflow } from '../types';

export interface DraftSearch {
  url: string;
  limit: number;
  /** Saved searches carry their id and status; new ones have none. */
  _id?: string;
  status?: string;
}

/** A CSV file imported into the campaign (a search of source csv): a source of Setup with its counts. */
export interface DraftImport {
  _id: string;
  file_name: string;
  summary: CsvSummary | null;
}

/** The campaign being built or edited, kept in sessionStorage while the user moves between steps. */
export interface CampaignDraft {
  /** The workflow id once saved. */
  id: string | null;
  name: string;
  credentialId: string | null;
  mode: 'linear' | 'smart';
  searches: DraftSearch[];
  /** CSV imports, already in the campaign (an import needs the campaign saved; see csv-upload.tsx). */
  imports?: DraftImport[];
  steps: CampaignStep[];
  links: SequenceLink[];
  positions: Record<string, NodePosition>;
  flags: Record<CampaignFlag, boolean>;
  manualApproval: boolean;
  stage: number;
  /** draftContent() when last loaded or saved: a difference is unsaved input (wizard-state.ts). */
  saved?: string;
}

export const newStepId = () => `s${Math.random().toString(36).slice(2, 8)}`;

export const emptyDraft = (
  mode: 'linear' | 'smart' = 'linear',
  credentialId: string | null = null,
): CampaignDraft => ({
  id: null,
  name: '',
  credentialId,
  mode,
  searches: [],
  imports: [],
  steps: [],
  links: [],
  positions: {},
  flags: {
    is_existing_people: false,
    is_include_talked_before: false,
    is_only_premium: false,
    is_link_tracking: true,
    is_email_only: false,
  },
  manualApproval: false,
  stage: 0,
});

/** A chain of links for a linear sequence. */
export const chainLinks = (steps: CampaignStep[]): SequenceLink[] =>
  steps.slice(1).map((step, i) => ({ from: steps[i].id, to: step.id }));

export function draftFromWorkflow(w: Workflow): CampaignDraft {
  const smart = w.sequences_type === 'smart';
  const steps = (smart ? w.sequences_nodes : w.sequence) ?? w.sequence ?? [];
  return {
    id: w._id,
    name: w.name,
    credentialId: w.credentials_id,
    mode: smart ? 'smart' : 'linear',
    searches: (w.searches ?? [])
      .filter((s) => s.url)
      .map((s) => ({ _id: s._id, url: s.url ?? '', limit: s.limit, status: s.status })),
    imports: (w.searches ?? [])
      .filter((s) => s.source === 'csv')
      .map((s) => ({ _id: s._id, file_name: s.file_name ?? '', summary: s.csv_summary ?? null })),
    steps: steps.map((s) => ({ ...s, delay_days: s.delay_days ?? 0, delay_hours: s.delay_hours ?? 0 })),
    links: w.sequences_links ?? chainLinks(steps),
    positions: w.settings?.positions ?? {},
    flags: {
      is_existing_people: w.is_existing_people,
      is_include_talked_before: w.is_include_talked_before,
      is_only_premium: w.is_only_premium,
      is_link_tracking: w.is_link_tracking,
      is_email_only: w.is_email_only,
    },
    manualApproval: Boolean(w.settings?.manual_approval),
    stage: 0,
  };
}

/** A step without empty optional fields, as the API's strict schema wants it. */
function cleanStep(step: CampaignStep): CampaignStep {
  const out: CampaignStep = {
    id: step.id,
    type: step.type,
    delay_days: step.delay_days,
    delay_hours: step.delay_hours,
  };
  if (step.subject) out.subject = step.subject;
  if (step.content) out.content = step.content;
  if (step.variants) out.variants = step.variants;
  if (step.thread) out.thread = step.thread;
  if (step.manual_approval) out.manual_approval = true;
  if (step.url) out.url = step.url;
  if (step.audio_id) out.audio_id = step.audio_id;
  if (step.condition) out.condition = step.condition;
  return out;
}

/** The body of POST /workflows and /workflows/{id}/update. Searches are added through their own call. */
export function workflowBody(draft: CampaignDraft) {
  const steps = draft.steps.map(cleanStep);
  const graph =
    draft.mode === 'smart' ? { sequences_nodes: steps, sequences_links: draft.links } : { sequence: steps }; // the server tells the type from which of the two it gets
  return {
    name: draft.name.trim(),
    ...(draft.credentialId ? { credentials_id: draft.credentialId } : {}),
    ...graph,
    ...draft.flags,
    settings: {
      manual_approval: draft.manualApproval,
      ...(draft.mode === 'smart' ? { positions: draft.positions } : {}),
    },
  };
}
