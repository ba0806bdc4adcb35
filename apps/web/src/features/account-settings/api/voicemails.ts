import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VOICEMAIL_PAGE_SIZE } from '@leadloop/domain/constants/pages';
import { api } from '../../../lib/api';
import type { VoicemailAudio, VoicemailAudioPage } from '../types';
import { settingsKeys } from './keys';

/** GET /voicemail/audio (offset 0, limit 25, credentials_id). */
export const voicemailsQueryOptions = (credentialId: string) =>
  queryOptions({
    queryKey: settingsKeys.voicemails(credentialId),
    queryFn: async (): Promise<VoicemailAudio[]> => {
      const page = await api.get<VoicemailAudioPage>('/voicemail/audio', {
        query: { credentials_id: credentialId, offset: 0, limit: VOICEMAIL_PAGE_SIZE },
      });
      return page.items;
    },
  });

export const useVoicemails = (credentialId: string) => useQuery(voicemailsQueryOptions(credentialId));

function useVoicemailMutation<I, O>(credentialId: string, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.voicemails(credentialId) }),
  });
}

/** POST /voicemail/audio {file, file_name, agreed_to_terms} (credentials_id) as multipart form data. */
export const useUploadVoicemail = (credentialId: string) =>
  useVoicemailMutation(
    credentialId,
    ({ file, name, agreed }: { file: File; name: string; agreed: boolean }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      // The server names the voicemail after file_name (without .wav) and requires the .wav ending.
      const base = name.trim().replace(/\.wav$/i, '') || file.name.replace(/\.wav$/i, '');
      body.append('file_name', `${base}.wav`);
      body.append('agreed_to_terms', String(agreed));
      return api.post<VoicemailAudio>('/voicemail/audio', body, { query: { credentials_id: credentialId } });
    },
  );

/** PATCH /voicemail/audio/{id} {name}. */
export const useRenameVoicemail = (credentialId: string) =>
  useVoicemailMutation(credentialId, ({ id, name }: { id: string; name: string }) =>
    api.patch<VoicemailAudio>(
      `/voicemail/audio/${id}`,
      { name },
      { query: { credentials_id: credentialId } },
    ),
  );

/** DELETE /voicemail/audio/{id} — refused while a campaign uses it. */
export const useDeleteVoicemail = (credentialId: string) =>
  useVoicemailMutation(credentialId, (id: string) =>
    api.delete<unknown>(`/voicemail/audio/${id}`, { query: { credentials_id: credentialId } }),
  );
