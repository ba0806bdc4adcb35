import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const exitFromSpace = (spaceId: string, userId: string) =>
  api.post<unknown>(`/users/${userId}/exit_from_space`, { space_id: spaceId }, { query: { space: spaceId } });

/** A member leaves, or an admin removes a member. */
export const useExitFromSpace = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => exitFromSpace(spaceId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['space', spaceId, 'info'] }),
  });
};
