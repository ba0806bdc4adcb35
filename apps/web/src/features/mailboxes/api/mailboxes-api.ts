import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DomainSearch,
  MailboxView,
  SendingDomainView,
  Warmup,
  WarmupView,
} from '@leadloop/domain/mailboxes/entities';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';

/** GET /mailboxes/domains; re-read every 10 s while one is registering. */
export const useDomains = () =>
  useQuery({
    queryKey: ['ai-domains', getCurrentSpace()],
    queryFn: () => api.get<{ items: SendingDomainView[] }>('/mailboxes/domains').then((r) => r.items),
    enabled: Boolean(getCurrentSpace()),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'registering') ? 10_000 : false),
  });

export const useMailboxes = () =>
  useQuery({
    queryKey: ['ai-mailboxes', getCurrentSpace()],
    queryFn: () => api.get<{ items: MailboxView[] }>('/mailboxes').then((r) => r.items),
    enabled: Boolean(getCurrentSpace()),
  });

export const useWarmup = (id: string) =>
  useQuery({
    queryKey: ['ai-mailbox-warmup', id],
    queryFn: () => api.get<WarmupView>(`/mailboxes/${id}/warmup`),
    refetchInterval: 30_000,
  });

export const searchDomain = (name: string) =>
  api.get<DomainSearch>('/mailboxes/domains/search', { query: { name } });

function useInvalidating<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const key of ['ai-domains', 'ai-mailboxes', 'ai-mailbox-warmup'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useBuyDomain = () =>
  useInvalidating((name: string) => api.post<SendingDomainView>('/mailboxes/domains', { name }));
export const useVerifyDomain = () =>
  useInvalidating((id: string) => api.post<SendingDomainView>(`/mailboxes/domains/${id}/verify`, {}));
export const useCreateMailbox = () =>
  useInvalidating((body: { domain_id: string; local_part: string; sender_name: string; account: string }) =>
    api.post<MailboxView>('/mailboxes', body),
  );
export const useStartWarmup = () =>
  useInvalidating((v: { id: string; warmup: Warmup }) =>
    api.put<MailboxView>(`/mailboxes/${v.id}/warmup`, v.warmup),
  );
