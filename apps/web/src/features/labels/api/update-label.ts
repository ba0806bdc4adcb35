import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Label, LabelInput } from '../types';

/** PUT /labels/{id} with the changed fields. */
export const updateLabel = ({ _id, ...input }: Partial<LabelInput> & { _id: string }) =>
  api.put<Label>(`/labels/${_id}`, input);

export const useUpdateLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['labels'] }),
  });
};
