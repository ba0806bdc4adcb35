import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state';
import { useVideos } from '../api/videos';

const withSpace = (path: string) => path + window.location.search;
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** /templates/videos: the workspace's videos, each opening the constructor. */
export function VideoLibrary() {
  const { t } = useTranslation('videos');
  const list = useVideos();
  const newButton = (
    <Button
      component={Link}
      to={withSpace('/templates/videos/constructor')}
      leftSection={<IconPlus size={16} />}
    >
      {t('new')}
    </Button>
  );
  if (list.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (list.isError) return <PageState kind="error" title={t('loadError')} />;
  const items = list.data.items;
  if (!items.length)
    return (
      <PageState
        kind="empty"
        icon={<IconVideo size={28} />}
        title={t('emptyTitle')}
        description={t('emptyDescription')}
        action={newButton}
      />
    );
  return (
    <Stack gap="md">
      <Group justify="flex-end">{newButton}</Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((v) => (
          <Card
            key={v._id}
            withBorder
            radius="md"
            padding="lg"
            component={Link}
            to={withSpace(`/templates/videos/constructor/${v._id}`)}
            data-testid="video-card"
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} lineClamp={1}>
                  {v.name}
                </Text>
                <Badge variant="light" color={v.recording ? 'teal' : 'gray'}>
                  {v.recording ? seconds(v.recording.duration_ms) : t('noRecording')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('scenesCount', { count: v.scenes.length })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('rendersSummary', { done: v.renders.done, views: v.renders.views })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
