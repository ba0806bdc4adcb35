import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingApproval, PendingApprovalPage } from '@leadloop/domain/campaigns/entities';
import { api } from '../../../lib/api';

export type ApprovalDecision = 'approved' | 'hold' | 'canceled';
export const APPROVALS_PAGE_SIZE = 50;

const key = ['workflows', 'approvals'] as const;

/** GET /workflows/approvals: the steps awaiting approval (or on hold) across the user's campaigns. */
export const useApprovals = (offset: number) =>
  useQuery({
    queryKey: [...key, offset],
    queryFn: () =>
      api.get<PendingApprovalPage>('/workflows/approvals', {
        query: { offset, limit: APPROVALS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** Approve, hold or cancel one or many steps: one call per step (the campaign's own approval call). */
export function useDecideApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ items, approval }: { items: PendingApproval[]; approval: ApprovalDecision }) => {
      const results = await Promise.allSettled(
        items.map((item) =>
          api.post(`/workflows/${item.workflow._id}/prospects/${item._id}/approval`, { approval }),
        ),
      );
      const failed = results.filter((r) => r.status === 'rejected').length;
      if (failed === items.length && failed > 0) throw (results[0] as PromiseRejectedResult).reason;
      return { done: items.length - failed, failed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
