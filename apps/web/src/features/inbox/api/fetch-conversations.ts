import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ConversationFilters, ConversationPage } from '../types';
import { inboxKeys } from './keys';

export const CONVERSATIONS_PAGE_SIZE = 50;

export const conversationsQuery = (f: ConversationFilters) => ({
  mark: f.mark,
  channel: f.channel,
  credentials_id: f.credentialId,
  campaign: f.campaign,
  label: f.label,
  q: f.q?.trim() || undefined,
});

/** GET /inbox/conversations: newest first, keyset-paged (next_cursor). */
export const conversationsQueryOptions = (filters: ConversationFilters) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.conversations(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationPage>('/inbox/conversations', {
        query: {
          ...conversationsQuery(filters),
          cursor: pageParam ?? undefined,
          limit: CONVERSATIONS_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useConversations = (filters: ConversationFilters) =>
  useInfiniteQuery(conversationsQueryOptions(filters));
