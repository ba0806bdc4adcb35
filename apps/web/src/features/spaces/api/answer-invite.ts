import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SPACES_QUERY_KEY } from './fetch-spaces';

export type InviteAnswer = 'accept' | 'decline';

/** POST /space/invites/{inviteId}/accept|decline (must be signed in with the invited email). */
export const answerInvite = ({ inviteId, answer }: { inviteId: string; answer: InviteAnswer }) =>
  api.post<unknown>(`/space/invites/${inviteId}/${answer}`, undefined, { withoutSpace: true });

export const useAnswerInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY }),
  });
};
