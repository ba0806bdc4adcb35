import type { CampaignDraft } from './draft';

/** The builder's stage is in the address (?stage=), so each stage is a history entry (Back, Forward). */
export const STAGE_PARAM = 'stage';
export const STAGE_NAMES = ['audience', 'sequence', 'settings', 'review'] as const;

/** The stage an address names; `fallback` (the kept draft's) when it names none. */
export function stageFromParam(value: string | null, fallback: number): number {
  const i = STAGE_NAMES.indexOf(value as (typeof STAGE_NAMES)[number]);
  return i >= 0 ? i : Math.min(Math.max(0, fallback), STAGE_NAMES.length - 1);
}

/** What the user entered, without what only moves around it (stage, node positions, chosen account). */
export function draftContent(draft: CampaignDraft): string {
  return JSON.stringify({
    name: draft.name.trim(),
    searches: draft.searches.map((s) => [s.url, s.limit]),
    steps: draft.steps,
    links: draft.links,
    flags: draft.flags,
    manualApproval: draft.manualApproval,
  });
}

/** Unsaved input: the draft differs from what was last loaded or saved (`saved`, its draftContent). */
export const hasUnsavedInput = (draft: CampaignDraft, saved: string) => draftContent(draft) !== saved;
