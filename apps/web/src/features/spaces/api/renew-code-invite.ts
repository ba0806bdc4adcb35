import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CodeInvite } from '../types';
import { codeInvitesQueryOptions } from './code-invites';

export const renewCodeInvite = ({ spaceId, codeId }: { spaceId: string; codeId: string }) =>
  api.post<CodeInvite>(`/space/${spaceId}/code_invites/${codeId}/renew`, undefined, {
    query: { space: spaceId },
  });

export const useRenewCodeInvite = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCodeInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codeInvitesQueryOptions(spaceId).queryKey }),
  });
};
