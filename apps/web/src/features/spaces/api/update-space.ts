import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UpdateSpaceObject } from '@leadloop/domain/spaces/rules';
import type { Workspace } from '../types';
import { SPACES_QUERY_KEY } from './fetch-spaces';

export const updateSpace = (spaceId: string, spaceObject: UpdateSpaceObject) =>
  api.post<Workspace>(
    `/space/${spaceId}/update`,
    { space_object: spaceObject },
    { query: { space: spaceId } },
  );

/** Admins rename the workspace or change its appearance; the switcher list and the workspace view refresh. */
export const useUpdateSpace = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceObject: UpdateSpaceObject) => updateSpace(spaceId, spaceObject),
    onSuccess: (workspace) => {
      queryClient.setQueryData(['space', spaceId, 'info'], workspace);
      void queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY });
    },
  });
};
