import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { User } from '../types';

/** Startup: validate the stored token (an anonymous one is created first when missing). */
export const validateToken = () =>
  api.get<{ user: User | null }>('/auth/validate_token', { noRedirect: true, withoutSpace: true });

export const SESSION_QUERY_KEY = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: validateToken, staleTime: Infinity });

export const useSession = () => useQuery(sessionQueryOptions());
