import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FinderProfiles } from '@leadloop/domain/finder/entities';
import { FINDER_PAGE_SIZE } from '@leadloop/domain/finder/filters';
import { api } from '../../../lib/api';
import { searchQuery, type SearchState } from '../lib/search-state';
import { finderKeys } from './keys';

/** GET /v2/looch/profiles (001 §7): a page of 25 people and the count of everyone matching. */
export const fetchProfiles = (s: SearchState, signal?: AbortSignal) =>
  api.get<FinderProfiles>('/v2/looch/profiles', {
    query: { ...searchQuery(s), page: s.page, page_size: FINDER_PAGE_SIZE },
    signal,
  });

export const useFinderProfiles = (s: SearchState) =>
  useQuery({
    queryKey: finderKeys.profiles(s),
    queryFn: ({ signal }) => fetchProfiles(s, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
