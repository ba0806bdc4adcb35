import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';

interface PageStateProps {
  kind: 'loading' | 'empty' | 'error';
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Minimum height of the area the state fills. */
  mih?: number | string;
}

/** The three non-happy states every screen has: loading, empty, error. */
export function PageState({ kind, title, description, action, icon, mih = 240 }: PageStateProps) {
  if (kind === 'loading') {
    return (
      <Center mih={mih} role="status" aria-live="polite">
        <Loader />
      </Center>
    );
  }
  const color = kind === 'error' ? 'red' : 'gray';
  return (
    <Center mih={mih}>
      <Stack align="center" gap="sm" maw={440} ta="center" role={kind === 'error' ? 'alert' : undefined}>
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon ?? (kind === 'error' ? <IconAlertTriangle size={28} /> : <IconInbox size={28} />)}
        </ThemeIcon>
        {title && <Title order={3}>{title}</Title>}
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

export function FullPageLoader() {
  return <PageState kind="loading" mih="100vh" />;
}
