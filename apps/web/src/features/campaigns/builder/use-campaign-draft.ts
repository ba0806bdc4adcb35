import { useCallback, useEffect, useState } from 'react';
import { useWorkflow } from '../api/fetch-workflow';
import { draftFromWorkflow, emptyDraft, type CampaignDraft } from '../lib/draft';
import { draftStorage } from '../lib/draft-storage';
import { MARKETPLACE } from '../lib/marketplace';
import { draftContent } from '../lib/wizard-state';

/** The draft with its content marked as saved (what a load or a save gives). */
export const asSaved = (d: CampaignDraft): CampaignDraft => ({ ...d, saved: draftContent(d) });

interface Options {
  mode: 'linear' | 'smart';
  workflowId?: string;
  templateKey?: string | null;
  credentialId: string | null;
}

function initial({ mode, workflowId, templateKey, credentialId }: Options): CampaignDraft | null {
  const kept = draftStorage.load();
  if (kept && (kept.id ?? undefined) === workflowId && (workflowId || kept.mode === mode) && !templateKey)
    return kept;
  if (workflowId) return null; // wait for the workflow
  const template = MARKETPLACE.find((m) => m.key === templateKey);
  if (!template) return asSaved(emptyDraft(mode, credentialId));
  return {
    saved: draftContent(emptyDraft(template.mode)),
    ...emptyDraft(template.mode, credentialId),
    steps: template.steps.map((s) => ({ ...s })),
    links: template.links ?? [],
  };
}

/**
 * The campaign being built: kept in sessionStorage (000 §4) so a reload or a trip to the templates
 * screen does not lose it; loaded from the server when editing and nothing is kept.
 */
export function useCampaignDraft(options: Options) {
  const [draft, setDraftState] = useState<CampaignDraft | null>(() => initial(options));
  const workflow = useWorkflow(draft ? undefined : options.workflowId);

  useEffect(() => {
    if (!draft && workflow.data) setDraftState(asSaved(draftFromWorkflow(workflow.data)));
  }, [draft, workflow.data]);

  useEffect(() => {
    if (draft && !draft.credentialId && options.credentialId)
      setDraftState({ ...draft, credentialId: options.credentialId });
  }, [draft, options.credentialId]);

  useEffect(() => {
    if (draft) draftStorage.save(draft);
  }, [draft]);

  const update = useCallback(
    (patch: Partial<CampaignDraft>) => setDraftState((d) => (d ? { ...d, ...patch } : d)),
    [],
  );
  const replace = useCallback((next: CampaignDraft) => setDraftState(next), []);
  const updateWith = useCallback(
    (patch: (d: CampaignDraft) => Partial<CampaignDraft>) =>
      setDraftState((d) => (d ? { ...d, ...patch(d) } : d)),
    [],
  );

  return {
    draft,
    update,
    updateWith,
    replace,
    isPending: !draft && workflow.isPending,
    error: workflow.error,
  };
}
