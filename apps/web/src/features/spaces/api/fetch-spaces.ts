import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SpaceSummary } from '../types';

export const fetchSpaces = () => api.get<SpaceSummary[]>('/users/fetch_spaces', { withoutSpace: true });

export const SPACES_QUERY_KEY = ['spaces'] as const;

export const spacesQueryOptions = () => queryOptions({ queryKey: SPACES_QUERY_KEY, queryFn: fetchSpaces });

export const useSpaces = (enabled = true) => useQuery({ ...spacesQueryOptions(), enabled });
