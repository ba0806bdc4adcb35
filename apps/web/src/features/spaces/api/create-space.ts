import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Workspace } from '../types';
import { SPACES_QUERY_KEY } from './fetch-spaces';

export const createSpace = (input: { name: string }) =>
  api.post<Workspace>('/space/create', input, { withoutSpace: true });

export const useCreateSpace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY }),
  });
};
