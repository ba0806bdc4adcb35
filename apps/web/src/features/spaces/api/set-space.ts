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

/** Makes another of the user's workspaces the current one, then opens `to` (a full load: every screen restarts there). */
export async function switchWorkspace(spaceId: string, to: string): Promise<void> {
  await setSpace({ space_id: spaceId });
  window.location.assign(to);
}
