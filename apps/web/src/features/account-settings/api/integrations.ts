import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmtpSettingsBody } from '@leadloop/domain/integrations/rules';
import { api } from '../../../lib/api';
import { onRealtime } from '../../../lib/realtime';
import { settingsKeys } from './keys';

/** 001 §3 Integration of an account: the API's own schema (packages/domain integrations/entities). */
export type { Integration as AccountIntegration } from '@leadloop/domain/integrations/entities';
import type { Integration as AccountIntegration } from '@leadloop/domain/integrations/entities';

/** GET /credentials/{id}/integrations. */
export const integrationsQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.integrations(credentialId),
    queryFn: () => api.get<AccountIntegration[]>(`/credentials/${credentialId}/integrations`),
  });

/** The account's integrations, refreshed by the server's `update_credentials_integrations` push. */
export function useIntegrations(credentialId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime('update_credentials_integrations', (push) => {
        if (push.credentials_id === credentialId)
          queryClient.setQueryData(settingsKeys.integrations(credentialId), push.integrations);
      }),
    [credentialId, queryClient],
  );
  return useQuery(integrationsQueryOptions(credentialId));
}

/** PUT /integrations/smtp/{id|new}/add_smtp?credentials_id= — the server signs in before saving. */
export function useAddSmtp(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SmtpSettingsBody }) =>
      api.put<AccountIntegration>(`/integrations/smtp/${id}/add_smtp`, body, {
        query: { credentials_id: credentialId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.integrations(credentialId) }),
  });
}

/** POST /integrations/{type}/disconnect?credentials_id=. */
export function useDisconnectIntegration(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: string) =>
      api.post<AccountIntegration>(`/integrations/${type}/disconnect`, undefined, {
        query: { credentials_id: credentialId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.integrations(credentialId) }),
  });
}

export type { MailboxSyncStatus } from '@leadloop/domain/inbox/entities';
import type { MailboxSyncStatus } from '@leadloop/domain/inbox/entities';

/**
 * GET /inbox/email_sync_status?credentials_id=: each mailbox's inbound sync (live over IMAP IDLE,
 * polling, reconnecting, down) and today's sends against its daily limit — re-read every 10 s.
 */
export function useEmailSyncStatus(credentialId: string, enabled = true) {
  return useQuery({
    queryKey: [...settingsKeys.integrations(credentialId), 'sync'],
    queryFn: () =>
      api.get<MailboxSyncStatus[]>('/inbox/email_sync_status', { query: { credentials_id: credentialId } }),
    refetchInterval: 10_000,
    enabled,
  });
}
