import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsKeys } from './keys';

/** Whether the account's extension has a token, and when the extension last called with it. */
export interface ExtensionTokenState {
  issued_at: string | null;
  last_seen_at: string | null;
}

const path = (credentialId: string) => `/credentials/${credentialId}/extension_token`;

/** GET /credentials/{id}/extension_token; read again each minute (the extension calls every minute). */
export const useExtensionTokenState = (credentialId: string) =>
  useQuery({
    queryKey: settingsKeys.extensionToken(credentialId),
    queryFn: () => api.get<ExtensionTokenState>(path(credentialId)),
    refetchInterval: 60_000,
  });

/** POST /credentials/{id}/extension_token: a new token (shown once); the previous one stops working. */
export function useIssueExtensionToken(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ token: string; credential_id: string }>(path(credentialId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.extensionToken(credentialId) }),
  });
}

/** DELETE /credentials/{id}/extension_token: the extension is disconnected. */
export function useRevokeExtensionToken(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ExtensionTokenState>(path(credentialId)),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.extensionToken(credentialId), data),
  });
}
