import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Board,
  CrmInfo,
  CrmLink,
  CrmLogin,
  CrmReload,
  DealCard,
  Pipeline,
} from '@leadloop/domain/crm/entities';
import type { RemoteCrmPlatform } from '@leadloop/domain/crm/platforms';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';

const base = (platform: string) => `/integrations/crm/${platform}`;
const keys = {
  all: (spaceId: string | null, platform: string) => ['crm-remote', spaceId, platform] as const,
};

/** GET crm_info: connected or not, as whom, sandbox or real, last sync. */
export function useCrmInfo(platform: RemoteCrmPlatform) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: [...keys.all(spaceId, platform), 'info'],
    queryFn: () => api.get<CrmInfo>(`${base(platform)}/crm_info`),
    enabled: Boolean(spaceId),
  });
}

function useInvalidate(platform: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all(getCurrentSpace(), platform) });
}

/** GET login (no code): the sign-in link; GET login?code&state: the platform's answer, kept. */
export function useCrmLogin(platform: RemoteCrmPlatform) {
  const invalidate = useInvalidate(platform);
  return useMutation({
    mutationFn: (answer: { code: string; state: string } | null) =>
      api.get<CrmLogin>(`${base(platform)}/login`, { query: answer ?? {} }),
    onSettled: () => invalidate(),
  });
}

export function useCrmLogout(platform: RemoteCrmPlatform) {
  const invalidate = useInvalidate(platform);
  return useMutation({
    mutationFn: () => api.post<CrmInfo>(`${base(platform)}/logout`, {}),
    onSettled: () => invalidate(),
  });
}

export function useCrmReload(platform: RemoteCrmPlatform) {
  const invalidate = useInvalidate(platform);
  return useMutation({
    mutationFn: () => api.post<CrmReload>(`${base(platform)}/reload`, {}),
    onSettled: () => invalidate(),
  });
}

export function useRemotePipelines(platform: RemoteCrmPlatform, enabled: boolean) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: [...keys.all(spaceId, platform), 'pipelines'],
    queryFn: () => api.get<Pipeline[]>(`${base(platform)}/pipelines`),
    enabled: Boolean(spaceId) && enabled,
  });
}

export function useRemoteBoard(platform: RemoteCrmPlatform, pipelineId: string | null) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: [...keys.all(spaceId, platform), 'board', pipelineId],
    queryFn: () => api.get<Board>(`${base(platform)}/stages`, { query: { pipeline_id: pipelineId! } }),
    enabled: Boolean(spaceId && pipelineId),
  });
}

/** PATCH deals/{id}/update {crm_stage}: moves the deal to another stage on the platform. */
export function useMoveRemoteDeal(platform: RemoteCrmPlatform) {
  const invalidate = useInvalidate(platform);
  return useMutation({
    mutationFn: ({ id, stage }: { id: string; stage: string }) =>
      api.patch<DealCard>(`${base(platform)}/deals/${id}/update`, { new_position: 0, crm_stage: stage }),
    onSettled: () => invalidate(),
  });
}

/** GET links?prospect: the prospect's records in the CRMs. */
export function useCrmLinks(prospectId: string) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: ['crm-links', spaceId, prospectId],
    queryFn: () => api.get<CrmLink[]>('/integrations/crm/links', { query: { prospect: prospectId } }),
    enabled: Boolean(spaceId),
  });
}
