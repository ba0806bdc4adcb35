import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Profile } from '../types';

export const fetchProfile = () => api.get<Profile>('/users/fetch_user', { withoutSpace: true });

export const profileQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: fetchProfile });

export const useProfile = () => useQuery(profileQueryOptions());

/** After a change: this page's copy, and the app session (header name, avatar) that shows the same user. */
export function refreshUser(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: ['session'] });
}
