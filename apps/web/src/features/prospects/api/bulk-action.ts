import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProspectFilters } from '../lib/filters';
import { filtersQuery } from './fetch-prospects';
import { prospectKeys } from './keys';

export type BulkActionKind = 'add_label' | 'remove_label' | 'exclude' | 'move_to_campaign';

export interface BulkInput {
  action: BulkActionKind;
  credentialId: string | null;
  /** Explicit rows, or every prospect matching `filters` ("select all N"). */
  ids?: string[];
  filters?: ProspectFilters;
  labelId?: string;
  workflowId?: string;
}

export interface BulkResult {
  action: BulkActionKind;
  selected: number;
  affected: number;
}

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** POST /profiles/bulk: add/remove a label, exclude from campaigns, move to a campaign. */
export const bulkAction = (input: BulkInput) =>
  api.post<BulkResult>(
    '/profiles/bulk',
    defined({
      action: input.action,
      ids: input.ids,
      filters: input.filters ? defined(filtersQuery(input.credentialId, input.filters)) : undefined,
      label_id: input.labelId,
      workflow_id: input.workflowId,
    }),
    { query: { credentials_id: input.credentialId ?? undefined } },
  );

export const useBulkAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prospectKeys.all }),
  });
};
