import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Invite } from '../types';
import { invitesQueryOptions } from './invites';

export const resendInvite = (spaceId: string, inviteId: string) =>
  api.post<Invite>(`/space/${spaceId}/invites/${inviteId}/resend`, undefined, { query: { space: spaceId } });

export const useResendInvite = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendInvite(spaceId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions(spaceId).queryKey }),
  });
};
