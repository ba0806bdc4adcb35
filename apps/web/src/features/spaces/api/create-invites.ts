import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { GrantedAccess, Invite } from '../types';
import { invitesQueryOptions } from './invites';

export interface CreateInvitesInput {
  emails: string[];
  granted_access: GrantedAccess;
  allowed_pages: string[] | null;
}

export const createInvites = (spaceId: string, input: CreateInvitesInput) =>
  api.post<Invite[]>(`/space/${spaceId}/invites`, input, { query: { space: spaceId } });

export const useCreateInvites = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitesInput) => createInvites(spaceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions(spaceId).queryKey }),
  });
};
