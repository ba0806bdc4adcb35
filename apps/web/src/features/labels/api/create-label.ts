import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Label, LabelInput } from '../types';

/** POST /labels/create {name, color, is_shared}. */
export const createLabel = (input: LabelInput) =>
  api.post<Label>('/labels/create', { ...input, type: 'profile' });

export const useCreateLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['labels'] }),
  });
};
