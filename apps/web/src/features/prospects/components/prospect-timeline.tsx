import { Text, Timeline } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconBolt, IconClick, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '../types';

/** Activity across channels: engine actions and inbox messages, newest first. */
export function ProspectTimeline({ items }: { items: TimelineItem[] }) {
  const { t, i18n } = useTranslation('prospects');
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        {t('noActivity')}
      </Text>
    );
  return (
    <Timeline bulletSize={22} lineWidth={2} active={-1}>
      {items.slice(0, 50).map((item) => {
        const Icon =
          item.kind === 'tracking'
            ? IconClick
            : item.kind === 'video'
              ? IconVideo
              : item.kind === 'action'
                ? IconBolt
                : item.direction === 'inbound'
                  ? IconArrowDownLeft
                  : IconArrowUpRight;
        const title =
          item.kind === 'tracking'
            ? t(`timeline.tracking.${item.type}`, { defaultValue: item.type })
            : item.kind === 'video'
              ? t(`timeline.video.${item.type}`, { defaultValue: item.type })
              : item.kind === 'action'
                ? t('timeline.action', {
                    type: item.type.replace(/_/g, ' '),
                    status: t(`timeline.status.${item.status}`, { defaultValue: item.status }),
                  })
                : t(item.direction === 'inbound' ? 'timeline.received' : 'timeline.sent', {
                    channel: t(`channels.${item.type}`, { defaultValue: item.type }),
                  });
        return (
          <Timeline.Item
            key={`${item.kind}-${item._id}`}
            bullet={<Icon size={12} />}
            title={
              <Text size="sm" fw={600}>
                {title}
              </Text>
            }
          >
            {item.text && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {item.text}
              </Text>
            )}
            {item.reason && (
              <Text size="xs" c="dimmed">
                {item.reason.replace(/_/g, ' ')}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={2}>
              {new Date(item.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
