import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { workflowBody, type CampaignDraft } from '../lib/draft';
import type { Workflow } from '../types';
import { campaignKeys } from './keys';

/** POST /workflows (create) or POST /workflows/{id}/update, with the draft's new searches. */
export async function saveWorkflow(draft: CampaignDraft): Promise<Workflow> {
  const body = workflowBody(draft);
  const newSearches = draft.searches.filter((s) => !s._id).map((s) => ({ url: s.url, limit: s.limit }));
  if (!draft.id) return api.post<Workflow>('/workflows', { ...body, searches: newSearches });
  const saved = await api.post<Workflow>(`/workflows/${draft.id}/update`, body);
  for (const search of newSearches) await api.post(`/workflows/${draft.id}/searches`, search);
  return newSearches.length ? api.get<Workflow>(`/workflows/${draft.id}`) : saved;
}

export const useSaveWorkflow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkflow,
    onSuccess: (workflow) => {
      queryClient.setQueryData(campaignKeys.detail(workflow._id), workflow);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
};
