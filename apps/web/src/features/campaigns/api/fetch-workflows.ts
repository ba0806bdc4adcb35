import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ratedIds, ratesOfQueryOptions } from './fetch-rates';
import { api } from '../../../lib/api';
import type { Workflow, WorkflowPage } from '../types';
import { campaignKeys } from './keys';

export type WorkflowView = 'active' | 'inactive' | 'all' | 'archived' | 'deleted';

export interface WorkflowFilter {
  view: WorkflowView;
  query: string;
  credentialId: string | null;
}

/** GET /workflows (paged, query, deleted_only, archived_only). */
export async function fetchWorkflows(filter: WorkflowFilter): Promise<Workflow[]> {
  const page = await api.get<WorkflowPage>('/workflows', {
    query: {
      query: filter.query || undefined,
      archived_only: filter.view === 'archived' || undefined,
      deleted_only: filter.view === 'deleted' || undefined,
      credentials_id: filter.credentialId ?? undefined,
      limit: 100,
    },
  });
  // The page's settings are free-form; the builder reads them as WorkflowSettings.
  const items = page.items as Workflow[];
  const byStatus =
    filter.view === 'active' || filter.view === 'inactive'
      ? items.filter((w) => w.status === filter.view)
      : items;
  return [...byStatus].sort((a, b) => a.order - b.order);
}

export const workflowsQueryOptions = (filter: WorkflowFilter) =>
  queryOptions({
    queryKey: campaignKeys.list(filter),
    queryFn: () => fetchWorkflows(filter),
    placeholderData: keepPreviousData,
  });

export const useWorkflows = (filter: WorkflowFilter) => useQuery(workflowsQueryOptions(filter));

/**
 * My Campaigns' data fetched ahead of the first render: the list for the selected account (view "all",
 * no search), then every campaign's rates in one call — the queries the screen reads, already answered.
 */
export async function prefetchCampaignList(client: QueryClient, credentialId: string | null): Promise<void> {
  const list = await client.fetchQuery(workflowsQueryOptions({ view: 'all', query: '', credentialId }));
  const ids = ratedIds(list);
  if (ids.length) await client.prefetchQuery(ratesOfQueryOptions(ids, client));
}
