import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type { AutomationChangeResponse, AutomationType, Credential } from '../types';
import { credentialKeys } from './keys';

/** After any change the list, the seats and the one account are read again. */
export function refreshCredentials(queryClient: QueryClient, updated?: Credential) {
  const spaceId = getCurrentSpace();
  if (updated) {
    queryClient.setQueryData<Credential[]>(credentialKeys.list(spaceId), (list) =>
      list
        ? list.some((c) => c._id === updated._id)
          ? list.map((c) => (c._id === updated._id ? updated : c))
          : [...list, updated]
        : list,
    );
  }
  return queryClient.invalidateQueries({ queryKey: credentialKeys.all(spaceId) });
}

function useCredentialMutation<I, O = Credential>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) =>
      refreshCredentials(
        queryClient,
        isCredential(data) ? data : isChange(data) ? data.credentials : undefined,
      ),
  });
}

const isCredential = (v: unknown): v is Credential =>
  Boolean(v && typeof v === 'object' && '_id' in v && 'username' in v);
const isChange = (v: unknown): v is AutomationChangeResponse =>
  Boolean(v && typeof v === 'object' && 'result' in v && 'credentials' in v);

/** POST /credentials/create (001 §7 fields). */
export type CreateCredentialInput = Record<string, unknown> & {
  email: string;
  automation_type: AutomationType;
  timezone: string;
};
export const useCreateCredential = () =>
  useCredentialMutation((body: CreateCredentialInput) => api.post<Credential>('/credentials/create', body));

/** POST /credentials/{id}/update — only changed fields. */
export const useUpdateCredential = () =>
  useCredentialMutation(({ id, ...body }: { id: string } & Record<string, unknown>) =>
    api.post<Credential>(`/credentials/${id}/update`, body),
  );

/** POST /credentials/{id}/send {resend, code}. */
export const useSendCode = () =>
  useCredentialMutation(({ id, ...body }: { id: string; resend: boolean; code?: string }) =>
    api.post<Credential>(`/credentials/${id}/send`, body),
  );

/** POST /credentials/{id}/send_phone {number, country_code, phone_code}. */
export const useSendPhone = () =>
  useCredentialMutation(
    ({ id, ...body }: { id: string; number: string; country_code: string; phone_code: string }) =>
      api.post<Credential>(`/credentials/${id}/send_phone`, body),
  );

export const useResendPhone = () =>
  useCredentialMutation((id: string) => api.post<Credential>(`/credentials/${id}/resend_phone`));

/** POST /credentials/{id}/automation_type → NEEDS_PASSWORD, NEEDS_LOCATION or SUCCESS. */
export const useChangeAutomation = () =>
  useCredentialMutation(({ id, automation_type }: { id: string; automation_type: AutomationType }) =>
    api.post<AutomationChangeResponse>(`/credentials/${id}/automation_type`, { automation_type }),
  );

export const useReconnect = () =>
  useCredentialMutation((id: string) => api.post<Credential>(`/credentials/${id}/do_auth`));
export const usePauseCredential = () =>
  useCredentialMutation(({ id, paused }: { id: string; paused: boolean }) =>
    api.post<Credential>(`/credentials/${id}/pause`, { paused }),
  );
export const useDeleteCredential = () =>
  useCredentialMutation((id: string) => api.post<{ deleted: boolean }>(`/credentials/${id}/delete`));
export const useCheckSales = () =>
  useCredentialMutation((id: string) => api.post<Credential>(`/credentials/${id}/check_sales`));
export const useRefreshProxy = () =>
  useCredentialMutation((id: string) => api.post<Credential>(`/credentials/${id}/refresh_proxy`));
export const useVerifyEmail = () =>
  useCredentialMutation((id: string) => api.post<Credential>(`/credentials/${id}/verify_email`));

/** POST /credentials/{id}/proxy: country, proxy type, custom proxy or no proxy. */
export const useSetProxy = () =>
  useCredentialMutation(({ id, ...body }: { id: string } & Record<string, unknown>) =>
    api.post<Credential>(`/credentials/${id}/proxy`, body),
  );

/** PUT /credentials/{id}/two_factor {username, password, confirmed}. */
export const useSetTwoFactor = () =>
  useCredentialMutation(
    ({ id, ...body }: { id: string; username: string; password: string; confirmed?: boolean }) =>
      api.put<Credential>(`/credentials/${id}/two_factor`, body),
  );
