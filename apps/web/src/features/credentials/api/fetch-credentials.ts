import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Credential } from '../types';
import { credentialKeys } from './keys';

export const fetchCredentials = () => api.get<Credential[]>('/credentials/fetch');

export const credentialsQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: credentialKeys.list(spaceId),
    queryFn: fetchCredentials,
    enabled: Boolean(spaceId),
  });

export const useCredentials = (spaceId: string | null) => useQuery(credentialsQueryOptions(spaceId));
