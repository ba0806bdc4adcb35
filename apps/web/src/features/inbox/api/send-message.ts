import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { InboxChannel } from '../types';
import { inboxKeys } from './keys';

export interface SendInput {
  credentials_id: string;
  profile_id: string;
  channel: InboxChannel;
  text: string;
  subject?: string;
  signature_id?: string;
  attachment_ids?: string[];
}

/** POST /inbox/send: the server renders placeholders, appends the signature and clears the draft. */
export const sendMessage = (input: SendInput) =>
  api.post<{
    message_id: string | null;
    conversation_id: string | null;
    channel: InboxChannel;
    text: string;
    sent_at: string;
  }>('/inbox/send', input);

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['prospects'] });
    },
  });
};
