import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type { SavedReply } from '../types';
import { inboxKeys } from './keys';

/** GET /inbox/templates: saved replies (the workspace's templates of type message). */
export const savedRepliesQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: inboxKeys.savedReplies(spaceId),
    queryFn: () => api.get<SavedReply[]>('/inbox/templates'),
    enabled: Boolean(spaceId),
  });

export const useSavedReplies = () => useQuery(savedRepliesQueryOptions(getCurrentSpace()));

/** POST /inbox/templates {name, text, subject}. */
export const useCreateSavedReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; text: string; subject?: string | null }) =>
      api.post<SavedReply>('/inbox/templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox', 'saved-replies'] }),
  });
};
