import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /users/set_space, then (000 §4) reload to root so every screen starts in the new workspace. */
export const setSpace = (input: { space_id: string }) =>
  api.post<unknown>('/users/set_space', input, { withoutSpace: true });

export const useSetSpace = () =>
  useMutation({
    mutationFn: setSpace,
    onSuccess: () => window.location.assign('/'),
  });
