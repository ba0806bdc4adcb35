import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type { Label } from '../types';
import { labelKeys } from './keys';

/** GET /labels/fetch: the workspace's shared labels and the user's own, by name. */
export const labelsQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: labelKeys.all(spaceId),
    queryFn: () => api.get<Label[]>('/labels/fetch'),
    enabled: Boolean(spaceId),
    staleTime: 30_000,
  });

export const useLabels = () => useQuery(labelsQueryOptions(getCurrentSpace()));
