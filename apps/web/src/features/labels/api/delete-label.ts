import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /labels/{id}/delete: also takes the label off every prospect. */
export const deleteLabel = (id: string) => api.delete<unknown>(`/labels/${id}/delete`);

export const useDeleteLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['labels'] });
      void queryClient.invalidateQueries({ queryKey: ['prospects'] });
    },
  });
};
