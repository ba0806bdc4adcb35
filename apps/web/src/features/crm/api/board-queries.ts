import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api';
import { DEAL_VIEWS, type Board, type CrmOwner, type DealView, type Pipeline } from '../types';

// What the board's first paint reads, apart from the feature's other calls: the app's boot module asks for
// these before the screen's code has loaded, so they are all it carries.

export const BASE = '/integrations/crm/default';

/** Query keys of the CRM feature. */
export const crmKeys = {
  all: (spaceId: string | null) => ['crm', spaceId] as const,
  pipelines: (spaceId: string | null) => ['crm', spaceId, 'pipelines'] as const,
  board: (spaceId: string | null, pipelineId: string, owner: string | null, status: DealView) =>
    ['crm', spaceId, 'board', pipelineId, owner ?? 'all', status] as const,
  owners: (spaceId: string | null) => ['crm', spaceId, 'owners'] as const,
  deal: (spaceId: string | null, id: string) => ['crm', spaceId, 'deal', id] as const,
};

export const pipelinesQueryOptions = (spaceId: string | null, options: RequestOptions = {}) =>
  queryOptions({
    queryKey: crmKeys.pipelines(spaceId),
    queryFn: () => api.get<Pipeline[]>(`${BASE}/pipelines`, { ...options, query: { space: spaceId! } }),
    enabled: Boolean(spaceId),
  });

/** GET stages?pipeline_id&owner: the columns with their first 50 deals, counts and totals. */
export const boardQueryOptions = (
  spaceId: string | null,
  pipelineId: string | null,
  owner: string | null,
  status: DealView,
  options: RequestOptions = {},
) =>
  queryOptions({
    queryKey: crmKeys.board(spaceId, pipelineId ?? '', owner, status),
    queryFn: () =>
      api.get<Board>(`${BASE}/stages`, {
        ...options,
        query: { space: spaceId!, pipeline_id: pipelineId!, status, ...(owner ? { owner } : {}) },
      }),
    enabled: Boolean(spaceId && pipelineId),
  });

export const ownersQueryOptions = (spaceId: string | null, options: RequestOptions = {}) =>
  queryOptions({
    queryKey: crmKeys.owners(spaceId),
    queryFn: () => api.get<CrmOwner[]>(`${BASE}/owners`, { ...options, query: { space: spaceId! } }),
    enabled: Boolean(spaceId),
    staleTime: 60_000,
  });

/** The board's view as the address gives it: pipeline (or none: the first), owner filter, open/won/lost. */
export function boardViewOf(params: URLSearchParams): {
  pipeline: string | null;
  owner: string | null;
  status: DealView;
} {
  const status = params.get('status') ?? '';
  return {
    pipeline: params.get('pipeline'),
    owner: params.get('owner'),
    status: (DEAL_VIEWS as readonly string[]).includes(status) ? (status as DealView) : 'open',
  };
}
