import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inboxKeys } from './keys';

import type { UnreadCounts } from '../types';

export type { UnreadCounts };

/** GET /inbox/unread: unread conversations over the accounts the user may use. */
export const unreadQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: inboxKeys.unread(spaceId),
    queryFn: () => api.get<UnreadCounts>('/inbox/unread'),
    enabled: Boolean(spaceId),
    refetchInterval: 60_000, // a safety net; update_unread_counter pushes changes at once
    retry: false,
  });

export const useUnreadCounts = (spaceId: string | null) => useQuery(unreadQueryOptions(spaceId));
