import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api';
import type { Credential } from '../types';
import { credentialKeys } from './keys';

/** The workspace is named, not taken from the current one: the list may be asked for before it is chosen. */
export const fetchCredentials = (spaceId: string, options: RequestOptions = {}) =>
  api.get<Credential[]>('/credentials/fetch', { ...options, query: { space: spaceId } });

export const credentialsQueryOptions = (spaceId: string | null, options: RequestOptions = {}) =>
  queryOptions({
    queryKey: credentialKeys.list(spaceId),
    queryFn: () => fetchCredentials(spaceId!, options),
    enabled: Boolean(spaceId),
  });

export const useCredentials = (spaceId: string | null) => useQuery(credentialsQueryOptions(spaceId));
