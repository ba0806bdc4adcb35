import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProspectNote } from '../types';
import { prospectKeys } from './keys';

/** Notes per profile (001 §3): POST/PUT/DELETE /profiles/{id}/notes[/{noteId}]; the card carries the list. */
export const noteCalls = {
  create: ({ profileId, text }: { profileId: string; text: string }) =>
    api.post<ProspectNote>(`/profiles/${profileId}/notes`, { text }),
  update: ({ profileId, noteId, text }: { profileId: string; noteId: string; text: string }) =>
    api.put<ProspectNote>(`/profiles/${profileId}/notes/${noteId}`, { text }),
  remove: ({ profileId, noteId }: { profileId: string; noteId: string }) =>
    api.delete<unknown>(`/profiles/${profileId}/notes/${noteId}`),
};

function useNoteMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prospectKeys.all }),
  });
}

export const useCreateNote = () => useNoteMutation(noteCalls.create);
export const useUpdateNote = () => useNoteMutation(noteCalls.update);
export const useDeleteNote = () => useNoteMutation(noteCalls.remove);
