import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftView, ReviewQueue } from '@leadloop/domain/ai-knowledge/entities';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';

const keys = { queue: (spaceId: string | null) => ['ai-knowledge', spaceId, 'queue'] as const };

/** GET /ai-knowledge/drafts: the review queue, refreshed while drafts arrive and countdowns end. */
export function useReviewQueue() {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: keys.queue(spaceId),
    queryFn: () => api.get<ReviewQueue>('/ai-knowledge/drafts'),
    enabled: Boolean(spaceId),
    refetchInterval: 15_000,
  });
}

export type Decision = 'approve' | 'reject' | 'undo';

/** POST /ai-knowledge/drafts/:id/{approve|reject|undo} (approve may carry the edited text). */
export function useDecideDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, text }: { id: string; decision: Decision; text?: string }) =>
      api.post<DraftView>(
        `/ai-knowledge/drafts/${id}/${decision}`,
        decision === 'approve' ? (text === undefined ? {} : { text }) : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ai-knowledge'] }),
  });
}
