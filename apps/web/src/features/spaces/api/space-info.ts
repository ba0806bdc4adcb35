import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api';
import type { Workspace } from '../types';

export const fetchSpaceInfo = (spaceId: string, options: RequestOptions = {}) =>
  api.get<Workspace>('/space/info', { ...options, query: { space: spaceId } });

export const spaceInfoQueryOptions = (spaceId: string | null, options: RequestOptions = {}) =>
  queryOptions({
    queryKey: ['space', spaceId, 'info'],
    queryFn: () => fetchSpaceInfo(spaceId!, options),
    enabled: Boolean(spaceId),
  });

export const useSpaceInfo = (spaceId: string | null) => useQuery(spaceInfoQueryOptions(spaceId));
