import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { User } from '../types';

/** Confirms the email from the activation link. A query (not a mutation) so a re-render never resends it. */
export const checkActivationCode = (activationCode: string) =>
  api.get<{ user: User | null }>('/auth/check_activation_code', {
    query: { activation_code: activationCode },
    withoutSpace: true,
  });

export const checkActivationCodeQueryOptions = (activationCode: string) =>
  queryOptions({
    queryKey: ['activation-code', activationCode],
    queryFn: () => checkActivationCode(activationCode),
    enabled: activationCode.length > 0,
    staleTime: Infinity,
    retry: false,
  });

export const useCheckActivationCode = (activationCode: string) =>
  useQuery(checkActivationCodeQueryOptions(activationCode));
