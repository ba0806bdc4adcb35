import { useQuery } from '@tanstack/react-query';
import type { FinderFilterKey, FinderFilterValues } from '@leadloop/domain/finder/entities';
import { FINDER_FILTER_PAGE_SIZE } from '@leadloop/domain/finder/filters';
import { api } from '../../../lib/api';
import { finderKeys } from './keys';

/** GET /looch/filters/{filterKey}: type-ahead values, without those already chosen. */
export const fetchFilterValues = (
  key: FinderFilterKey,
  query: string,
  excluded: string[],
  signal?: AbortSignal,
) =>
  api.get<FinderFilterValues>(`/looch/filters/${key}`, {
    query: {
      query,
      excluded_values: excluded.length ? excluded.join(',') : undefined,
      limit: FINDER_FILTER_PAGE_SIZE,
    },
    signal,
  });

export const useFilterValues = (key: FinderFilterKey, query: string, excluded: string[], enabled: boolean) =>
  useQuery({
    queryKey: finderKeys.filterValues(key, query, excluded),
    queryFn: ({ signal }) => fetchFilterValues(key, query, excluded, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
