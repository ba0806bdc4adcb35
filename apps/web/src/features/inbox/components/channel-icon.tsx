import { IconBrandLinkedin, IconMail, IconMailbox, IconMessage2 } from '@tabler/icons-react';
import type { InboxChannel } from '../types';

const ICONS = {
  linkedIn: IconBrandLinkedin,
  inmail: IconMailbox,
  email: IconMail,
  sms: IconMessage2,
} as const;

export function ChannelIcon({ channel, size = 14 }: { channel: InboxChannel; size?: number }) {
  const Icon = ICONS[channel] ?? IconMessage2;
  return <Icon size={size} stroke={1.7} aria-hidden />;
}
