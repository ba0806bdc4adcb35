import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Workflow } from '../types';
import { campaignKeys } from './keys';

/** GET /workflows/{id}. */
export const fetchWorkflow = (id: string) => api.get<Workflow>(`/workflows/${id}`);

export const workflowQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignKeys.detail(id), queryFn: () => fetchWorkflow(id) });

/** While a search of the campaign runs, asked again every few seconds too: its end is also a realtime
 * event, but one that lands while the page is still connecting would otherwise be missed. */
const SEARCH_RUNNING_REFETCH_MS = 5_000;

export const useWorkflow = (id: string | undefined) =>
  useQuery({
    ...workflowQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.searches?.some((s) => s.status === 'active') ? SEARCH_RUNNING_REFETCH_MS : false,
  });
