import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { InvitePreview } from '../types';

/** GET /space/invites?invite_code=: what an email invite (or a code) leads to, before accepting. */
export const fetchInvitePreview = (inviteCode: string) =>
  api.get<InvitePreview>('/space/invites', {
    query: { invite_code: inviteCode },
    withoutSpace: true,
  });

export const invitePreviewQueryOptions = (inviteCode: string) =>
  queryOptions({
    queryKey: ['invite', inviteCode],
    queryFn: () => fetchInvitePreview(inviteCode),
    enabled: inviteCode.length > 0,
    retry: false,
  });

export const useInvitePreview = (inviteCode: string) => useQuery(invitePreviewQueryOptions(inviteCode));
