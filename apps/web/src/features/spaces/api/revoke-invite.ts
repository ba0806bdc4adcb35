import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invitesQueryOptions } from './invites';

export const revokeInvite = (spaceId: string, inviteId: string) =>
  api.delete<unknown>(`/space/${spaceId}/invites/${inviteId}`, { query: { space: spaceId } });

export const useRevokeInvite = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(spaceId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions(spaceId).queryKey }),
  });
};
