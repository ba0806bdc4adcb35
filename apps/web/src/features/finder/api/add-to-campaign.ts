import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToWorkflowResult } from '@leadloop/domain/finder/entities';
import { api } from '../../../lib/api';
import { searchQuery, type SearchState } from '../lib/search-state';
import { finderKeys } from './keys';

export interface AddToCampaignInput {
  /** An existing campaign, or a new one by name on an account. */
  target: { workflowId: string } | { name: string; credentialsId: string };
  /** The chosen people, or (none chosen) the first `limit` matching the search. */
  ids: string[];
  search: SearchState;
  limit: number;
  includeExisting: boolean;
}

/** Creates the campaign when asked (POST /workflows), then POST /v2/looch/profiles/add_to_workflow. */
async function addToCampaign(input: AddToCampaignInput): Promise<AddToWorkflowResult> {
  const workflowId =
    'workflowId' in input.target
      ? input.target.workflowId
      : (
          await api.post<{ _id: string }>('/workflows', {
            credentials_id: input.target.credentialsId,
            name: input.target.name,
          })
        )._id;
  const query = input.ids.length
    ? { ids: input.ids.join(',') }
    : { ...searchQuery(input.search), limit: input.limit };
  return api.post<AddToWorkflowResult>(
    '/v2/looch/profiles/add_to_workflow',
    { workflow_id: workflowId, is_existing_people: input.includeExisting },
    { query },
  );
}

export function useAddToCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToCampaign,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: finderKeys.all });
      void client.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
}
