import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Blacklist } from '../types';
import { settingsKeys } from './keys';

/** GET /credentials/{id}/blacklist. */
export const blacklistQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.blacklist(credentialId),
    queryFn: () => api.get<Blacklist>(`/credentials/${credentialId}/blacklist`),
  });

export const useBlacklist = (credentialId: string) => useQuery(blacklistQueryOptions(credentialId));

/** PUT /credentials/{id}/blacklist {kind, values}. */
export function useSaveBlacklist(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: keyof Blacklist; values: string[] }) =>
      api.put<Blacklist>(`/credentials/${credentialId}/blacklist`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.blacklist(credentialId) }),
  });
}
