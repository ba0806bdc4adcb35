import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBellOff, IconCheck, IconChecks, IconSettings, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotificationMutations, useNotifications } from '../api/notifications';
import type { UserNotification } from '../types';
import { ActionButton } from './action-button';
import { TypeIcon } from './type-icon';
import { wordingOf } from './wording';

interface NotificationPanelProps {
  spaceId: string | null;
  enabled: boolean;
  onClosePopover: () => void;
}

/** The bell's popover (its own chunk, loaded when the bell is first opened): the list and its actions. */
export function NotificationPanel({ spaceId, enabled, onClosePopover }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotifications(spaceId, enabled);
  const { markRead, markAllRead, close } = useNotificationMutations(spaceId);
  const unread = list.data?.unread ?? 0;
  const popover = { close: onClosePopover };
  return (
    <>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={600} component="h2" size="md" m={0}>
          {t('title')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={14} aria-hidden />}
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('markAllRead')}
          </Button>
          <Tooltip label={t('preferences')}>
            <ActionIcon
              component={Link}
              to="/preferences/user/notifications"
              variant="subtle"
              color="gray"
              aria-label={t('preferences')}
              onClick={popover.close}
            >
              <IconSettings size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Divider />
      <Body
        list={list}
        onRetry={() => void list.refetch()}
        render={(items) => (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
              {items.map((n) => (
                <Item
                  key={n._id}
                  n={n}
                  onRead={() => markRead.mutate(n._id)}
                  onClose={() => close.mutate(n._id)}
                  onNavigate={(path) => {
                    popover.close();
                    navigate(path);
                  }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      />
    </>
  );
}

function Body({
  list,
  onRetry,
  render,
}: {
  list: ReturnType<typeof useNotifications>;
  onRetry: () => void;
  render: (items: UserNotification[]) => React.ReactNode;
}) {
  const { t } = useTranslation('notifications');
  if (list.isPending)
    return (
      <Group justify="center" p="lg" role="status" aria-live="polite">
        <Loader size="sm" />
      </Group>
    );
  if (list.isError)
    return (
      <Stack align="center" gap="xs" p="lg" role="alert">
        <Text size="sm">{t('loadError')}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    );
  if (!list.data.items.length)
    return (
      <Stack align="center" gap={6} p="xl" data-testid="notifications-empty">
        <IconBellOff size={28} aria-hidden style={{ opacity: 0.6 }} />
        <Text fw={500} size="sm">
          {t('empty')}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('emptyHint')}
        </Text>
      </Stack>
    );
  return render(list.data.items);
}

function Item({
  n,
  onRead,
  onClose,
  onNavigate,
}: {
  n: UserNotification;
  onRead: () => void;
  onClose: () => void;
  onNavigate: (path: string) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const words = wordingOf(t, n);
  const when = new Date(n.created_at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Box
      component="li"
      px="md"
      py="sm"
      data-testid="notification-item"
      data-read={n.is_read}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: n.is_read ? undefined : 'var(--mantine-primary-color-light)',
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TypeIcon type={n.type} size={28} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={n.is_read ? 500 : 700} lineClamp={2}>
            {words.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {words.text}
          </Text>
          <Group gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              {when}
            </Text>
            {words.action && (
              <ActionButton
                notification={n}
                label={words.action}
                title={words.title}
                text={words.text}
                onNavigate={onNavigate}
                onDone={n.is_read ? undefined : onRead}
              />
            )}
          </Group>
        </Stack>
        <Stack gap={2}>
          {!n.is_read && (
            <Tooltip label={t('markRead')}>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('markRead')} onClick={onRead}>
                <IconCheck size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {n.hasClosedButton !== false && (
            <Tooltip label={t('close')}>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('close')} onClick={onClose}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Stack>
      </Group>
    </Box>
  );
}
