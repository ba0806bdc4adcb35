import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchList } from '@leadloop/domain/finder/entities';
import { api } from '../../../lib/api';
import type { SearchState } from '../lib/search-state';
import { finderKeys } from './keys';

export const useSavedSearches = () =>
  useQuery({
    queryKey: finderKeys.savedSearches,
    queryFn: ({ signal }) => api.get<SavedSearchList>('/looch/saved_searches', { signal }),
    retry: false,
  });

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, search }: { name: string; search: SearchState }) =>
      api.post<SavedSearch>('/looch/saved_searches', {
        name,
        filters: search.filters,
        contact_info: search.contactInfo,
        exclude_existing: search.excludeExisting,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: finderKeys.savedSearches }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/looch/saved_searches/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: finderKeys.savedSearches }),
  });
}
