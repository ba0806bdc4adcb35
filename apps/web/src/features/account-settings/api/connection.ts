import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCredentials } from '../../credentials/api/mutations';
import type { Credential } from '../../credentials/types';

/** POST /credentials/{id}/update_withdraw {enabled, days}: withdraw pending invitations older than `days`. */
export function useUpdateWithdraw(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; days: number }) => api.post<Credential>(`/credentials/${credentialId}/update_withdraw`, body),
    onSuccess: (data) => refreshCredentials(queryClient, data),
  });
}

/** POST /credentials/{id}/reset_connection_chars. */
export function useResetConnectionChars(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Credential>(`/credentials/${credentialId}/reset_connection_chars`),
    onSuccess: (data) => refreshCredentials(queryClient, data),
  });
}
