import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { workflowBody, type CampaignDraft } from '../lib/draft';
import type { WorkflowForecast } from '../types';
import { campaignKeys } from './keys';

/**
 * POST /workflows/forecast: the builder's Review reads the server's one forecast of its draft (the same
 * function as the campaign page and the list; a saved draft counts its own prospects).
 */
export function useDraftForecast(draft: CampaignDraft, people: number) {
  const { sequence, sequences_nodes, sequences_links } = workflowBody(draft) as {
    sequence?: unknown[];
    sequences_nodes?: unknown[];
    sequences_links?: unknown[];
  };
  const body = {
    credentials_id: draft.credentialId,
    ...(draft.id ? { workflow_id: draft.id } : {}),
    ...(sequence ? { sequence } : { sequences_nodes, sequences_links }),
    prospects: people,
  };
  return useQuery({
    queryKey: campaignKeys.forecast(body),
    queryFn: () => api.post<WorkflowForecast | null>('/workflows/forecast', body),
    enabled: !!draft.credentialId,
    staleTime: 30_000,
  });
}
