import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateChannel } from '../types';
import { CHANNEL_LOOK } from '../lib/channels';

/** A template's channel, with its icon and colour. */
export function ChannelBadge({ channel, ...props }: { channel: TemplateChannel } & BadgeProps) {
  const { t } = useTranslation('templates');
  const look = CHANNEL_LOOK[channel];
  return (
    <Badge variant="light" color={look.color} radius="sm" tt="none" leftSection={look.icon(12)} {...props}>
      {t(`channels.${channel}`)}
    </Badge>
  );
}
