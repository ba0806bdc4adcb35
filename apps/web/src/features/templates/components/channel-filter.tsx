import { Badge, Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANNEL_LOOK, TEMPLATE_CHANNELS } from '../lib/channels';
import type { TemplateChannel } from '../types';

/** All channels or one, each with how many templates it holds under the other filters. */
export function ChannelFilter({
  value,
  counts,
  onChange,
}: {
  value: TemplateChannel | null;
  counts?: Record<string, number>;
  onChange: (channel: TemplateChannel | null) => void;
}) {
  const { t } = useTranslation('templates');
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const count = (n: number | null | undefined) =>
    n === null || n === undefined ? null : (
      <Badge size="xs" variant="transparent" color="gray" ml={4} px={0}>
        {n}
      </Badge>
    );
  return (
    <Chip.Group
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? null : (v as TemplateChannel))}
    >
      <Group gap="xs" wrap="nowrap">
        <Chip value="all" variant="light">
          {t('allChannels')}
          {count(total)}
        </Chip>
        {TEMPLATE_CHANNELS.map((c) => (
          <Chip key={c} value={c} variant="light" color={CHANNEL_LOOK[c].color}>
            {t(`channels.${c}`)}
            {count(counts?.[c])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
