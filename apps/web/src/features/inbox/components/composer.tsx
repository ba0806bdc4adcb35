import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import type { ProspectDetail } from '../../prospects';
import { useAttachments } from '../hooks/use-attachments';
import type { Conversation, InboxChannel } from '../types';
import { ChannelSwitch, replyChannels } from './channel-switch';
import { ComposerForm } from './composer-form';
import classes from './inbox.module.css';

interface Props {
  conversation: Conversation;
  profile: ProspectDetail;
  /** After a send (the message may have gone to another channel's conversation). */
  onSent?: (conversationId: string | null, channel: InboxChannel) => void;
}

/**
 * Writing a reply: the channel to answer on (network, email, SMS — what the prospect has), then that
 * channel's draft and composer. Picked files stay while the channel switches (sent only where allowed).
 */
export function Composer({ conversation, profile, onSent }: Props) {
  const channels = useMemo(
    () => replyChannels(conversation.channel, profile),
    [conversation.channel, profile],
  );
  const [channel, setChannel] = useState<InboxChannel>(conversation.channel);
  const files = useAttachments(profile._id);
  return (
    <div className={classes.composer}>
      <Stack gap="xs">
        <ChannelSwitch channels={channels} value={channel} onChange={setChannel} />
        <ComposerForm
          key={channel}
          channel={channel}
          conversation={conversation}
          profile={profile}
          files={files}
          onSent={onSent}
        />
      </Stack>
    </div>
  );
}
