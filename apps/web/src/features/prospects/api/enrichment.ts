import type {
  EnrichmentSettings,
  EnrichmentSettingsBody,
  EnrichResult,
  EnrichRun,
  ProspectEnrichment,
} from '@leadloop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prospectKeys } from './keys';

const enrichmentKeys = {
  settings: ['prospects', 'enrichment', 'settings'] as const,
  runs: ['prospects', 'enrichment', 'runs'] as const,
  card: (id: string) => ['prospects', 'enrichment', 'card', id] as const,
};

/** GET /profiles/{id}/enrichment: where the enriched email and phone came from, when, and their check. */
export const useProspectEnrichment = (id: string) =>
  useQuery({
    queryKey: enrichmentKeys.card(id),
    queryFn: () => api.get<ProspectEnrichment>(`/profiles/${id}/enrichment`),
    enabled: Boolean(id),
  });

/** POST /profiles/{id}/enrich: one prospect through the workspace's waterfall. */
export const useEnrichProspect = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<EnrichResult>(`/profiles/${id}/enrich`, {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: prospectKeys.all }),
  });
};

export const useEnrichmentSettings = () =>
  useQuery({
    queryKey: enrichmentKeys.settings,
    queryFn: () => api.get<EnrichmentSettings>('/enrichment/settings'),
  });

export const useSaveEnrichmentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrichmentSettingsBody) => api.put<EnrichmentSettings>('/enrichment/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(enrichmentKeys.settings, saved),
  });
};

/** The workspace's recent bulk runs; polled while one is under way, so its progress moves on screen. */
export const useEnrichRuns = () =>
  useQuery({
    queryKey: enrichmentKeys.runs,
    queryFn: () => api.get<{ items: EnrichRun[] }>('/enrichment/runs'),
    refetchInterval: (q) =>
      q.state.data?.items.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false,
  });

/** POST /v2/looch/profiles/enrich: a bulk run of the chosen prospects (or the newest `limit`). */
export const useStartBulkEnrich = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids?: string[]; limit?: number }) =>
      api.post<EnrichRun>('/v2/looch/profiles/enrich', body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['prospects'] }),
  });
};
