import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Integration } from '@leadloop/domain/integrations/entities';
import type { OAuthUrl, SendgridKeyBody, SesKeyBody } from '@leadloop/domain/integrations/mail-providers';
import { api } from '../../../lib/api';
import { onRealtime } from '../../../lib/realtime';

/** An account's mailbox integrations (001 §3), kept fresh by `update_credentials_integrations`. */
const mailboxesKey = (credentialId: string) => ['integrations', 'mailboxes', credentialId] as const;

export function useMailboxes(credentialId: string | null) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime('update_credentials_integrations', (push) => {
        queryClient.setQueryData(mailboxesKey(push.credentials_id), push.integrations);
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: mailboxesKey(credentialId ?? ''),
    queryFn: () => api.get<Integration[]>(`/credentials/${credentialId}/integrations`),
    enabled: Boolean(credentialId),
  });
}

/** Where the OAuth return lands: the workspace the connection was started in (the address has none then). */
export const OAUTH_SPACE_KEY = 'leadloop.oauthSpace';

/** POST /integrations/{type}/connect → the provider's consent page, where the browser goes next. */
export function useConnectOAuth(credentialId: string, spaceId: string | null) {
  return useMutation({
    mutationFn: (type: string) =>
      api.post<OAuthUrl>(`/integrations/${type}/connect`, undefined, {
        query: { credentials_id: credentialId },
      }),
    onSuccess: ({ url }) => {
      try {
        if (spaceId) window.sessionStorage.setItem(OAUTH_SPACE_KEY, spaceId);
      } catch {
        // Private mode without storage: the current workspace is used on return.
      }
      window.location.assign(url);
    },
  });
}

export type KeyType = 'amazon' | 'sendgrid';
export type KeyBody<T extends KeyType> = T extends 'amazon' ? SesKeyBody : SendgridKeyBody;

/** PUT /integrations/{amazon|sendgrid}/{id|new}/add_key — the server tries the key before saving. */
export function useAddKey(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, body }: { type: KeyType; id: string; body: SesKeyBody | SendgridKeyBody }) =>
      api.put<Integration>(`/integrations/${type}/${id}/add_key`, body, {
        query: { credentials_id: credentialId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxesKey(credentialId) }),
  });
}

export function useDisconnectMailbox(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: string) =>
      api.post<Integration>(`/integrations/${type}/disconnect`, undefined, {
        query: { credentials_id: credentialId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxesKey(credentialId) }),
  });
}

/** POST /integrations/oauth/callback with what the provider put on the address. */
export function useOAuthCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      space,
      ...body
    }: {
      space: string | null;
      state: string;
      code?: string;
      error?: string;
    }) => api.post<Integration>('/integrations/oauth/callback', body, space ? { query: { space } } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['integrations', 'mailboxes'] }),
  });
}
