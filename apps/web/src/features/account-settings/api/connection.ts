import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCredentials, type Credential } from '../../credentials';
import { settingsKeys } from './keys';

import type { ConnectionSettings } from '../types';

export type { ConnectionSettings };

/** GET /credentials/{id}/connection: withdraw settings and connection-request characters. */
export const connectionQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.connection(credentialId),
    queryFn: () => api.get<ConnectionSettings>(`/credentials/${credentialId}/connection`),
  });

export const useConnectionSettings = (credentialId: string) => useQuery(connectionQueryOptions(credentialId));

function useConnectionMutation<I>(credentialId: string, call: (input: I) => Promise<Credential>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.connection(credentialId) });
      return refreshCredentials(queryClient, data);
    },
  });
}

/** POST /credentials/{id}/update_withdraw {enabled, days}: withdraw pending invitations older than `days`. */
export const useUpdateWithdraw = (credentialId: string) =>
  useConnectionMutation(credentialId, (body: { enabled: boolean; days: number }) =>
    api.post<Credential>(`/credentials/${credentialId}/update_withdraw`, body),
  );

/** POST /credentials/{id}/reset_connection_chars. */
export const useResetConnectionChars = (credentialId: string) =>
  useConnectionMutation(credentialId, () =>
    api.post<Credential>(`/credentials/${credentialId}/reset_connection_chars`),
  );
