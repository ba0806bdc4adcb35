import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Invite } from '../types';

export const fetchInvites = (spaceId: string) =>
  api.get<Invite[]>(`/space/${spaceId}/invites`, { query: { space: spaceId } });

export const invitesQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['space', spaceId, 'invites'], queryFn: () => fetchInvites(spaceId) });

export const useInvites = (spaceId: string) => useQuery(invitesQueryOptions(spaceId));
