import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import type { CredentialSummary } from '../types';
import { campaignKeys } from './keys';

/** GET /credentials/fetch: the workspace's connected accounts. */
export const fetchCredentials = () => api.get<CredentialSummary[]>('/credentials/fetch');

export const credentialsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.credentials, queryFn: fetchCredentials, staleTime: 60_000 });

export const useCredentials = () => useQuery(credentialsQueryOptions());

/** The account campaigns are shown for: `selectedCred` in the address (000 §2), else the first account. */
export function useSelectedCredential(): { id: string | null; credentials: CredentialSummary[]; isPending: boolean } {
  const [params] = useSearchParams();
  const query = useCredentials();
  const list = (query.data ?? []).filter((c) => c.status !== 'deleted');
  const fromAddress = params.get('selectedCred');
  const id = list.find((c) => c._id === fromAddress)?._id ?? list[0]?._id ?? null;
  return { id, credentials: list, isPending: query.isPending };
}
