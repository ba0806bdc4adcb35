import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import type { OpenedConversation } from '../types';
import { inboxKeys } from './keys';

/** GET /inbox/conversations/{id}: messages oldest first, the prospect card; opening marks it read. */
export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inboxKeys.thread(id),
    queryFn: () => api.get<OpenedConversation>(`/inbox/conversations/${id}`, { query: { limit: 100 } }),
    enabled: Boolean(id),
  });

export function useThread(id: string) {
  const query = useQuery(threadQueryOptions(id));
  const queryClient = useQueryClient();
  const wasUnread = query.data?.conversation && query.dataUpdatedAt;
  useEffect(() => {
    // Opening marked it read on the server: refresh the list's bold rows and the counter.
    if (wasUnread) {
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'conversations'] });
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'unread'] });
    }
  }, [wasUnread, queryClient]);
  return query;
}
