import { useState } from 'react';
import { ActionIcon, Badge, Divider, Group, Indicator, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../components/deferred-mantine';
import { hasUnseenRelease, markReleasesSeen, RELEASES } from './changelog';

interface ChangelogButtonProps {
  userId: string;
  compact: boolean;
}

/** The header's changelog icon (its own chunk, only for a brand with `changelog`): a dot until opened once. */
export function ChangelogButton({ userId, compact }: ChangelogButtonProps) {
  const { t, i18n } = useTranslation('changelog');
  const [opened, setOpened] = useState(false);
  const [unseen, setUnseen] = useState(() => hasUnseenRelease(userId));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const toggle = (open: boolean) => {
    setOpened(open);
    if (open && unseen) {
      markReleasesSeen(userId);
      setUnseen(false);
    }
  };
  return (
    <Indicator disabled={!unseen} size={9} offset={7} processing={false} data-testid="changelog-dot">
      <Popover opened={opened} onChange={toggle} position="bottom-end" shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unseen ? t('openNew') : t('open')}
            title={t('title')}
            onClick={() => toggle(!opened)}
            data-testid="changelog-button"
          >
            <IconSparkles size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="md" w={compact ? 'calc(100vw - 16px)' : 360} data-testid="changelog-panel">
          <Text fw={700} mb="xs">
            {t('title')}
          </Text>
          <Stack gap="sm">
            {RELEASES.map((release, index) => (
              <Stack key={release.id} gap={4}>
                {index > 0 && <Divider mb={6} />}
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {t(`releases.${release.key}.title`)}
                  </Text>
                  {index === 0 ? (
                    <Badge size="xs" variant="light">
                      {t('latest')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {date.format(new Date(`${release.id}T00:00:00Z`))}
                </Text>
                <Text size="sm">{t(`releases.${release.key}.body`)}</Text>
              </Stack>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
