import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { UserNotification } from '../types';

export const TYPE_COLORS: Record<UserNotification['type'], string> = {
  info: 'blue',
  success: 'teal',
  warning: 'yellow',
  danger: 'orange',
  error: 'red',
};

/** The 001 §3 type as a coloured icon (decorative: the title says what happened). */
export function TypeIcon({ type, size = 32 }: { type: UserNotification['type']; size?: number }) {
  const Icon =
    type === 'success'
      ? IconCircleCheck
      : type === 'error' || type === 'danger'
        ? IconCircleX
        : type === 'warning'
          ? IconAlertTriangle
          : IconInfoCircle;
  return (
    <ThemeIcon variant="light" color={TYPE_COLORS[type]} size={size} radius="xl" aria-hidden>
      <Icon size={size * 0.6} />
    </ThemeIcon>
  );
}
