import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { UserNotification } from '../types';
import { ActionButton } from './action-button';
import { TypeIcon } from './type-icon';

interface ToastBodyProps {
  notification: UserNotification;
  wording: { title: string; text: string; action: string | null };
  closeLabel: string;
  onNavigate: (path: string) => void;
  /** Closed by the user: kept closed on the server, never shown again. */
  onClose: () => void;
  onDone: () => void;
}

/** A new notification as a toast (000 §4): icon, title, text, its action and a close button. */
export function ToastBody({
  notification,
  wording,
  closeLabel,
  onNavigate,
  onClose,
  onDone,
}: ToastBodyProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="notification-toast">
      <TypeIcon type={notification.type} size={28} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {wording.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {wording.text}
        </Text>
        {wording.action && (
          <Group gap="xs">
            <ActionButton
              notification={notification}
              label={wording.action}
              title={wording.title}
              text={wording.text}
              onNavigate={onNavigate}
              onDone={onDone}
            />
          </Group>
        )}
      </Stack>
      {notification.hasClosedButton !== false && (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={closeLabel} onClick={onClose}>
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
