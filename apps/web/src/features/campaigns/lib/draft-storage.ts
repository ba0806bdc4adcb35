import type { CampaignDraft } from './draft';

/** 000 §4: "the workflow kept in the session". One key for the campaign being built. */
export const WORKFLOW_SESSION_KEY = 'workflow';

/**
 * 000 §4 gating: the kept workflow survives only navigation to edit-campaign, add-campaign,
 * smart-sequences, edit-template, step-edit or edit-smart-sequences.
 */
const KEEPS_WORKFLOW = [
  /^\/campaign\/edit\//,
  /^\/campaign\/add\/?$/,
  /^\/smart-sequences(\/|$)/,
  /^\/templates\/edit\//,
  /^\/campaign\/step-edit/,
];

export const keepsWorkflow = (pathname: string) => KEEPS_WORKFLOW.some((re) => re.test(pathname));

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const draftStorage = {
  load: (): CampaignDraft | null =>
    safe(() => {
      const raw = sessionStorage.getItem(WORKFLOW_SESSION_KEY);
      return raw ? (JSON.parse(raw) as CampaignDraft) : null;
    }, null),
  save: (draft: CampaignDraft) =>
    safe(() => sessionStorage.setItem(WORKFLOW_SESSION_KEY, JSON.stringify(draft)), undefined),
  clear: () => safe(() => sessionStorage.removeItem(WORKFLOW_SESSION_KEY), undefined),
};

/** Called on every navigation (router subscription in app/routes.tsx). */
export function clearWorkflowUnlessEditing(pathname: string): void {
  if (!keepsWorkflow(pathname)) draftStorage.clear();
}
