import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVideos } from '../api/videos';
import type { Video } from '../types';
import classes from './video-picker.module.css';

export interface VideoPickerProps {
  /** The picked video: the caller puts its `{video:ID}` in the text. */
  onPick: (video: Pick<Video, '_id' | 'name'>) => void;
  /** The video the text already holds (one per message): marked, and picking another replaces it. */
  current?: string | null;
}

const withSpace = (path: string) => path + window.location.search;

/**
 * "Insert a video" (issue 36): the workspace's videos with their picture, name and length, read when the
 * list opens; a video without a recording can't go out (the step would wait), so it can't be picked.
 */
export function VideoPicker({ onPick, current = null }: VideoPickerProps) {
  const { t } = useTranslation('videos');
  const [opened, setOpened] = useState(false);
  const list = useVideos(opened);

  const pick = (video: Video) => {
    onPick({ _id: video._id, name: video.name });
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={320}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconVideo size={14} />}
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          data-testid="video-picker"
        >
          {t('picker.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="video-picker-list">
        <Stack gap="xs">
          {current && (
            <Text size="xs" c="dimmed">
              {t('picker.replaces')}
            </Text>
          )}
          <ScrollArea.Autosize mah={300} type="auto">
            {list.isPending ? (
              <Group justify="center" py="md" role="status" aria-label={t('picker.loading')}>
                <Loader size="sm" />
              </Group>
            ) : list.isError ? (
              <Stack align="center" gap={6} py="sm" role="alert">
                <Text size="sm" c="red" ta="center">
                  {t('loadError')}
                </Text>
                <Button size="xs" variant="subtle" onClick={() => void list.refetch()}>
                  {t('picker.retry')}
                </Button>
              </Stack>
            ) : list.data.items.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {t('picker.empty')}
              </Text>
            ) : (
              <Stack gap={2}>
                {list.data.items.map((v) => (
                  <UnstyledButton
                    key={v._id}
                    onClick={() => pick(v)}
                    disabled={!v.recording}
                    p="xs"
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    className={classes.item}
                    aria-label={v.recording ? t('picker.insert', { name: v.name }) : undefined}
                    data-testid="video-picker-item"
                  >
                    <Group gap="sm" wrap="nowrap">
                      {v.thumbnail_url ? (
                        <img src={v.thumbnail_url} alt="" className={classes.thumb} loading="lazy" />
                      ) : (
                        <div className={classes.thumb} aria-hidden>
                          <IconVideo size={18} opacity={0.5} />
                        </div>
                      )}
                      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                        <Group gap={4} wrap="nowrap">
                          <Text size="sm" fw={600} truncate>
                            {v.name}
                          </Text>
                          {v._id === current && <IconCheck size={14} aria-label={t('picker.inUse')} />}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {v.recording
                            ? `${Math.round(v.recording.duration_ms / 1000)} s`
                            : t('picker.needsRecording')}
                        </Text>
                      </Stack>
                      {!v.recording && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('noRecording')}
                        </Badge>
                      )}
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          {/* A new tab: the campaign being built stays as it is here (000 §4 keeps it only on its own pages). */}
          <Anchor
            href={withSpace('/templates/videos/constructor')}
            target="_blank"
            rel="noopener"
            size="xs"
            ta="center"
          >
            {t('picker.create')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
