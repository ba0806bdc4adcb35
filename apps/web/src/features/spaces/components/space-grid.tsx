import { Avatar, Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SpaceSummary } from '../types';
import classes from './space-grid.module.css';
import { SampleBadge } from './sample-data';

interface SpaceGridProps {
  spaces: SpaceSummary[];
  currentSpaceId: string | null;
  onChoose: (space: SpaceSummary) => void;
  onNew?: () => void;
  pendingId?: string | null;
}

/** Workspace tiles: only active workspaces can be chosen (000 §4); the current one is marked. */
export function SpaceGrid({ spaces, currentSpaceId, onChoose, onNew, pendingId }: SpaceGridProps) {
  const { t } = useTranslation('spaces');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {spaces.map((space) => {
        const isActive = space.status === 'active';
        const isCurrent = space._id === currentSpaceId;
        return (
          <UnstyledButton
            key={space._id}
            className={classes.tile}
            data-current={isCurrent || undefined}
            data-disabled={!isActive || undefined}
            disabled={!isActive || pendingId === space._id}
            onClick={() => onChoose(space)}
            aria-label={space.name}
            data-testid="space-tile"
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Avatar src={space.photo} radius="md" size={44} color="brand" name={space.name} />
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Text fw={600} truncate>
                  {space.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('switcher.users', { count: space.users_count })}
                  {space.is_admin ? ` · ${t('switcher.admin')}` : ''}
                </Text>
                <Group gap={6}>
                  {isActive ? (
                    <Badge size="sm" color="teal" variant="light">
                      {t('status.active')}
                    </Badge>
                  ) : (
                    <Badge size="sm" color="red" variant="light">
                      {t(`status.${space.status}`, { defaultValue: space.status })}
                    </Badge>
                  )}
                  {space.sample_status && <SampleBadge />}
                </Group>
              </Stack>
              {isCurrent && (
                <IconCheck
                  size={18}
                  color="var(--mantine-primary-color-filled)"
                  aria-label={t('switcher.current')}
                />
              )}
            </Group>
          </UnstyledButton>
        );
      })}
      {onNew && (
        <UnstyledButton
          className={`${classes.tile} ${classes.newTile}`}
          onClick={onNew}
          data-testid="new-space-tile"
        >
          <Group gap="sm" justify="center" h="100%">
            <IconPlus size={20} />
            <Text fw={600}>{t('switcher.newWorkspace')}</Text>
          </Group>
        </UnstyledButton>
      )}
    </SimpleGrid>
  );
}
