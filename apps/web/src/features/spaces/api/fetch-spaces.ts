import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api';
import type { SpaceSummary } from '../types';

export const fetchSpaces = (options: RequestOptions = {}) =>
  api.get<SpaceSummary[]>('/users/fetch_spaces', { ...options, withoutSpace: true });

export const SPACES_QUERY_KEY = ['spaces'] as const;

export const spacesQueryOptions = (options: RequestOptions = {}) =>
  queryOptions({ queryKey: SPACES_QUERY_KEY, queryFn: () => fetchSpaces(options) });

export const useSpaces = (enabled = true) => useQuery({ ...spacesQueryOptions(), enabled });
