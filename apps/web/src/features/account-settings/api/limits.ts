import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CredentialLimits } from '../types';
import { settingsKeys } from './keys';

/** GET /credentials/{id}/limits: daily and weekly limits of the account. */
export const limitsQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.limits(credentialId),
    queryFn: () => api.get<CredentialLimits>(`/credentials/${credentialId}/limits`),
  });

export const useLimits = (credentialId: string) => useQuery(limitsQueryOptions(credentialId));

/** PUT /credentials/{id}/limits {daily, weekly}. */
export function useSaveLimits(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<CredentialLimits, 'daily' | 'weekly'>) =>
      api.put<CredentialLimits>(`/credentials/${credentialId}/limits`, body),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.limits(credentialId), data),
  });
}
