import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Workspace } from '../types';

export const fetchSpaceInfo = (spaceId: string) =>
  api.get<Workspace>('/space/info', { query: { space: spaceId } });

export const spaceInfoQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: ['space', spaceId, 'info'],
    queryFn: () => fetchSpaceInfo(spaceId!),
    enabled: Boolean(spaceId),
  });

export const useSpaceInfo = (spaceId: string | null) => useQuery(spaceInfoQueryOptions(spaceId));
