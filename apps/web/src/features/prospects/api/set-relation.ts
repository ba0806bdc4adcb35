import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Prospect, Relation } from '../types';
import { prospectKeys } from './keys';

/** PUT /profiles/{id}/relation {relation}: the manual relation change (null clears it). */
export const setRelation = ({ id, relation }: { id: string; relation: Relation | null }) =>
  api.put<Prospect>(`/profiles/${id}/relation`, { relation });

export const useSetRelation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRelation,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
};
