import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Blacklist } from '../types';
import { settingsKeys } from './keys';

type BlacklistPayload = Partial<Blacklist> & { profiles?: string[]; companies?: string[]; values?: string[] };

/** Accepts the list as {profile, company} (or a plain list of profiles). */
export function toBlacklist(payload: BlacklistPayload | string[] | null | undefined): Blacklist {
  if (Array.isArray(payload)) return { profile: payload, company: [] };
  return {
    profile: payload?.profile ?? payload?.profiles ?? payload?.values ?? [],
    company: payload?.company ?? payload?.companies ?? [],
  };
}

/** GET /credentials/{id}/blacklist. */
export const blacklistQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.blacklist(credentialId),
    queryFn: async () =>
      toBlacklist(await api.get<BlacklistPayload>(`/credentials/${credentialId}/blacklist`)),
  });

export const useBlacklist = (credentialId: string) => useQuery(blacklistQueryOptions(credentialId));

/** PUT /credentials/{id}/blacklist {kind, values}. */
export function useSaveBlacklist(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: keyof Blacklist; values: string[] }) =>
      api.put<BlacklistPayload>(`/credentials/${credentialId}/blacklist`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.blacklist(credentialId) }),
  });
}
