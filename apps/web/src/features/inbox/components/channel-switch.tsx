import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { prospectEmail } from '@leadloop/domain/inbox/send';
import type { ProspectDetail } from '../../prospects';
import type { InboxChannel } from '../types';
import { ChannelIcon } from './channel-icon';

/**
 * Channels a reply can go on for this prospect: the network (the conversation's own, message or InMail),
 * email when the prospect has an address, SMS when they have a phone.
 */
export function replyChannels(conversationChannel: InboxChannel, profile: ProspectDetail): InboxChannel[] {
  const network: InboxChannel = conversationChannel === 'inmail' ? 'inmail' : 'linkedIn';
  const out: InboxChannel[] = [network];
  if (prospectEmail(profile) || conversationChannel === 'email') out.push('email');
  if (profile.phone || conversationChannel === 'sms') out.push('sms');
  return out;
}

export function ChannelSwitch({
  channels,
  value,
  onChange,
}: {
  channels: InboxChannel[];
  value: InboxChannel;
  onChange: (channel: InboxChannel) => void;
}) {
  const { t } = useTranslation('inbox');
  if (channels.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(v) => onChange(v as InboxChannel)}
      aria-label={t('replyOn')}
      data-testid="composer-channel"
      data={channels.map((c) => ({
        value: c,
        label: (
          <Group gap={4} wrap="nowrap">
            <ChannelIcon channel={c} size={12} />
            <span>{t(`replyChannels.${c}`)}</span>
          </Group>
        ),
      }))}
    />
  );
}
