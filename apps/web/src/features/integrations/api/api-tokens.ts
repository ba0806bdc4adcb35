import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type { ApiToken, CreatedApiToken } from '../types';

/** GET /integrations/api/tokens: the caller's tokens in this workspace (an admin's: everyone's). */
export const apiTokensQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: ['api-tokens', spaceId] as const,
    queryFn: () => api.get<ApiToken[]>('/integrations/api/tokens'),
    enabled: Boolean(spaceId),
  });
export const useApiTokens = () => useQuery(apiTokensQueryOptions(getCurrentSpace()));

export const useCreateApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; expires_in_days: number }) =>
      api.post<CreatedApiToken>('/integrations/api/tokens', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-tokens'] }),
  });
};
export const useRevokeApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiToken>(`/integrations/api/tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-tokens'] }),
  });
};
