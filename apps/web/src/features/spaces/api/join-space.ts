import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SpaceSummary } from '../types';
import { SPACES_QUERY_KEY } from './fetch-spaces';

export const joinSpace = (input: { invite_code: string }) =>
  api.post<SpaceSummary>('/space/join', input, { withoutSpace: true });

export const useJoinSpace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSpace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY }),
  });
};
