import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CodeInvite } from '../types';

export const fetchCodeInvites = (spaceId: string) =>
  api.get<CodeInvite[]>(`/space/${spaceId}/code_invites`, { query: { space: spaceId } });

export const codeInvitesQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['space', spaceId, 'code-invites'], queryFn: () => fetchCodeInvites(spaceId) });

export const useCodeInvites = (spaceId: string) => useQuery(codeInvitesQueryOptions(spaceId));
