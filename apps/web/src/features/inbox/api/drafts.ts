import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Draft, DraftChannel } from '../types';
import { inboxKeys } from './keys';

/** Drafts per profile and channel (001 §3): GET/PUT/DELETE /inbox/drafts/{profileId}. */
export const draftCalls = {
  list: (profileId: string) => api.get<Draft[]>(`/inbox/drafts/${profileId}`),
  save: (
    profileId: string,
    body: { channel: DraftChannel; draft: string; subject: string | null; last_preview: string | null },
  ) => api.put<Draft>(`/inbox/drafts/${profileId}`, body),
  clear: (profileId: string, channel: DraftChannel) =>
    api.delete<unknown>(`/inbox/drafts/${profileId}`, { query: { channel } }),
};

export const draftsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: inboxKeys.drafts(profileId),
    queryFn: () => draftCalls.list(profileId),
    enabled: Boolean(profileId),
    staleTime: Infinity,
    retry: false,
  });
