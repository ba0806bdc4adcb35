import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Prospect } from '../types';
import { prospectKeys } from './keys';

/** PUT /profiles/{id}/labels {labels}: replaces the prospect's labels. */
export const setLabels = ({ id, labels }: { id: string; labels: string[] }) =>
  api.put<Prospect>(`/profiles/${id}/labels`, { labels });

export const useSetLabels = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLabels,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
};
