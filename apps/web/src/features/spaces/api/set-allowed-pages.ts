import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const setAllowedPages = (spaceId: string, userId: string, allowedPages: string[] | null) =>
  api.put<unknown>(
    `/users/${userId}/allowed_pages`,
    { allowed_pages: allowedPages },
    { query: { space: spaceId } },
  );

/** Limit a member to some pages (null: every page). */
export const useSetAllowedPages = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, allowedPages }: { userId: string; allowedPages: string[] | null }) =>
      setAllowedPages(spaceId, userId, allowedPages),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['space', spaceId, 'info'] }),
  });
};
