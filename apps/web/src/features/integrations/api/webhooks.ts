import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type { WebhookFieldMapping } from '@leadloop/domain/integrations/webhook-mapping';
import type { CreatedWebhook, EventTrigger, WebhookDelivery, WebhookSubscription } from '../types';

export const webhookKeys = {
  all: (spaceId: string | null) => ['webhooks', spaceId] as const,
  deliveries: (spaceId: string | null, id: string) => ['webhooks', spaceId, id, 'deliveries'] as const,
};

export interface WebhookInput {
  url: string;
  update_types: EventTrigger[];
  workflow_ids?: string[];
  label_ids?: string[];
  field_mapping?: WebhookFieldMapping[];
  enabled?: boolean;
}

/** GET /integrations/webhooks: the workspace's subscriptions. */
export const webhooksQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: webhookKeys.all(spaceId),
    queryFn: () => api.get<WebhookSubscription[]>('/integrations/webhooks'),
    enabled: Boolean(spaceId),
  });
export const useWebhooks = () => useQuery(webhooksQueryOptions(getCurrentSpace()));

/** GET /integrations/webhooks/{id}/deliveries: the newest 50, refreshed while the log is open. */
export const useDeliveries = (id: string | null) =>
  useQuery({
    queryKey: webhookKeys.deliveries(getCurrentSpace(), id ?? ''),
    queryFn: () => api.get<WebhookDelivery[]>(`/integrations/webhooks/${id}/deliveries`),
    enabled: Boolean(id),
    refetchInterval: 3000,
  });

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
};

export const useCreateWebhook = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: WebhookInput) => api.post<CreatedWebhook>('/integrations/webhooks', input),
    onSuccess: invalidate,
  });
};
export const useUpdateWebhook = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...input }: WebhookInput & { id: string }) =>
      api.put<WebhookSubscription>(`/integrations/webhooks/${id}`, input),
    onSuccess: invalidate,
  });
};
export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/integrations/webhooks/${id}`),
    // Only the list: the deleted subscription's log is gone (refetching it would be a 404).
    onSuccess: (_done, id) => {
      const space = getCurrentSpace();
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(space, id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all(space), exact: true });
    },
  });
};
export const useSendTestEvent = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookDelivery>(`/integrations/webhooks/${id}/test`),
    onSuccess: invalidate,
  });
};
export const useReplayDelivery = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
      api.post<WebhookDelivery>(`/integrations/webhooks/${webhookId}/deliveries/${deliveryId}/replay`),
    onSuccess: invalidate,
  });
};
