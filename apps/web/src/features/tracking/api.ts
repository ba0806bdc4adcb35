import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SentTestEmail, TrackingDomain } from '@leadloop/domain/tracking/entities';
import { api } from '../../lib/api';
import { getCurrentSpace } from '../../lib/current-space';

const key = (spaceId: string | null) => ['tracking-domains', spaceId] as const;

/** GET /tracking/custom_domains; re-read every 10 s while one waits for its DNS record. */
export const useTrackingDomains = () => {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: key(spaceId),
    queryFn: () => api.get<TrackingDomain[]>('/tracking/custom_domains'),
    enabled: Boolean(spaceId),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 10_000 : false),
  });
};

function useDomainMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['tracking-domains'] }),
  });
}

export const useAddDomain = () =>
  useDomainMutation((domain: string) => api.post<TrackingDomain>('/tracking/custom_domains', { domain }));
export const useVerifyDomain = () =>
  useDomainMutation((id: string) =>
    api.patch<TrackingDomain>(`/tracking/custom_domains/${id}`, { verify: true }),
  );
export const useSetDefault = () =>
  useDomainMutation((v: { id: string; target: 'link_tracking' | 'video_scenario'; on: boolean }) =>
    v.on
      ? api.post<TrackingDomain>(`/tracking/custom_domains/${v.id}/set_for_all`, { target_type: v.target })
      : api.patch<TrackingDomain>(`/tracking/custom_domains/${v.id}`, {
          [v.target === 'link_tracking' ? 'is_default_for_link_tracking' : 'is_default_for_video_scenario']:
            false,
        }),
  );
export const useDeleteDomain = () =>
  useDomainMutation((id: string) => api.delete<unknown>(`/tracking/custom_domains/${id}`));

/** POST /steps/send_email/test. */
export const sendTestEmail = (body: {
  credentials_id: string;
  to: string;
  subject: string;
  content: string;
  prospect_id?: string | null;
}) => api.post<SentTestEmail>('/steps/send_email/test', body);
