import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Conversation } from '../types';
import { inboxKeys } from './keys';

export type MarkKind = 'read' | 'unread' | 'starred' | 'archived';

/** POST /inbox/conversations/{id}/mark {mark, value}: 000 §4 dialog marks. */
export const markConversation = ({ id, mark, value }: { id: string; mark: MarkKind; value: boolean }) =>
  api.post<Conversation>(`/inbox/conversations/${id}/mark`, { mark, value });

export const useMarkConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
};
