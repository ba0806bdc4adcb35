import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Conversation } from '../types';
import { inboxKeys } from './keys';

/** The profile's conversations (one per account and channel, archived ones included), newest first. */
export async function fetchProfileConversations(profileId: string): Promise<Conversation[]> {
  const [open, archived] = await Promise.all([
    api.get<{ items: Conversation[] }>('/inbox/conversations', {
      query: { profile_id: profileId, limit: 20 },
    }),
    api.get<{ items: Conversation[] }>('/inbox/conversations', {
      query: { profile_id: profileId, mark: 'archived', limit: 20 },
    }),
  ]);
  return [...open.items, ...archived.items].sort((a, b) =>
    b.last_message_at.localeCompare(a.last_message_at),
  );
}

export const profileConversationsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: inboxKeys.byProfile(profileId),
    queryFn: () => fetchProfileConversations(profileId),
    enabled: Boolean(profileId),
  });

export const useProfileConversations = (profileId: string) =>
  useQuery(profileConversationsQueryOptions(profileId));
