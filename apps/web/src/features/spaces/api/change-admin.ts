import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const changeAdmin = (spaceId: string, userId: string, isAdmin: boolean) =>
  api.post<{ is_admin: boolean }>(
    `/users/${userId}/change_admin`,
    { space_id: spaceId, is_admin: isAdmin },
    { query: { space: spaceId } },
  );

/** Grant or revoke the admin role (admins only; a workspace keeps at least one admin). */
export const useChangeAdmin = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      changeAdmin(spaceId, userId, isAdmin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['space', spaceId, 'info'] }),
  });
};
