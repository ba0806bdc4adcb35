import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Call, DialerPhone, PhoneArea, PurchasableCountry } from '@leadloop/domain/dialer/entities';
import { CALL_HISTORY_PAGE, CALLS_PAGE_DEFAULT } from '@leadloop/domain/dialer/constants';
import type { CallResult } from '@leadloop/domain/dialer/enums';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { api, ApiError } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

type Country = PurchasableCountry & { name: string };

export const usePhones = () =>
  useQuery({
    queryKey: ['dialer-phones', getCurrentSpace()],
    queryFn: () => api.get<{ data: DialerPhone[] }>('/dialer/phones').then((r) => r.data),
    enabled: Boolean(getCurrentSpace()),
  });

export const useCountries = (enabled: boolean) =>
  useQuery({
    queryKey: ['dialer-countries'],
    queryFn: () => api.get<{ data: Country[] }>('/dialer/countries').then((r) => r.data),
    enabled,
  });

export const useStates = (country: string | null, category: string | null) =>
  useQuery({
    queryKey: ['dialer-states', country, category],
    queryFn: () =>
      api
        .get<{ data: PhoneArea[] }>('/dialer/states', { query: { country_code: country, category } })
        .then((r) => r.data),
    enabled: Boolean(country && category),
  });

export const useRegions = (
  country: string | null,
  category: string | null,
  stateId: string | null,
  needsState: boolean,
) =>
  useQuery({
    queryKey: ['dialer-regions', country, category, stateId],
    queryFn: () =>
      api
        .get<{ data: PhoneArea[] }>('/dialer/regions', {
          query: { country_code: country, category, state_id: stateId ?? undefined },
        })
        .then((r) => r.data),
    enabled: Boolean(country && category && (!needsState || stateId)),
  });

export function useBuyPhones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { region_id: string; count: number; number_to_redirect?: string }) =>
      api.post<{ data: DialerPhone[]; message: string }>('/dialer/phones/buy', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dialer-phones'] }),
  });
}

/** The selected number's history, 50 at a time (001 §9). */
export const useRecentCalls = (phoneId: string | null) =>
  useQuery({
    queryKey: ['dialer-calls', phoneId],
    queryFn: () =>
      api
        .get<{ data: Call[]; total: number }>(`/dialer/phones/${phoneId}/calls`, {
          query: { limit: CALL_HISTORY_PAGE },
        })
        .then((r) => r.data),
    enabled: Boolean(phoneId),
  });

/** The recording's bytes (an authorised download, not an envelope). */
export async function fetchRecording(url: string): Promise<Blob> {
  const space = getCurrentSpace();
  const token = storage.get(STORAGE_KEYS.token);
  const response = await window.fetch(`${url}${space ? `?space=${encodeURIComponent(space)}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(MESSAGES.failedToLoadAudio, response.status, {});
  return response.blob();
}

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number_to_redirect }: { id: string; number_to_redirect: string | null }) =>
      api.put<DialerPhone>(`/dialer/phones/${id}`, { number_to_redirect }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dialer-phones'] }),
  });
}

export function useReleasePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ deleted: true }>(`/dialer/phones/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dialer-phones'] }),
  });
}

/** 001 §7 GET /dialer/calls: the workspace's calls, searched by name or number and filtered by result. */
export const useCalls = (filters: { query: string; result: CallResult; skip: number }) =>
  useQuery({
    queryKey: ['dialer-all-calls', getCurrentSpace(), filters],
    queryFn: () =>
      api.get<{ data: Call[]; total: number }>('/dialer/calls', {
        query: {
          query: filters.query.trim() || undefined,
          result: filters.result,
          skip: filters.skip,
          limit: CALLS_PAGE_DEFAULT,
        },
      }),
    enabled: Boolean(getCurrentSpace()),
    placeholderData: (previous) => previous,
  });
