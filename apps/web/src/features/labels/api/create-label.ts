import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { LabelType } from '@leadloop/domain/labels/enums';
import type { Label, LabelInput } from '../types';

/** POST /labels/create {name, color, is_shared, type} (a prospect label unless another type is given). */
export const createLabel = ({ type = 'profile', ...input }: LabelInput & { type?: LabelType }) =>
  api.post<Label>('/labels/create', { ...input, type });

export const useCreateLabel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['labels'] }),
  });
};
