import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Workspace } from '../types';
import { SPACES_QUERY_KEY } from './fetch-spaces';

export const saveSpacePhoto = (spaceId: string, file: File) => {
  const body = new FormData();
  body.set('file', file);
  return api.post<Workspace>('/space/save_photo', body, { query: { space: spaceId } });
};

export const useSaveSpacePhoto = (spaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => saveSpacePhoto(spaceId, file),
    onSuccess: (workspace) => {
      queryClient.setQueryData(['space', spaceId, 'info'], workspace);
      void queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY });
    },
  });
};
