import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { backToAdmin, readImpersonation } from '../impersonation';

/** Shown on the customer's screens while an admin is logged in as them (000 §6 login as customer). */
export function ImpersonationBanner() {
  const { t, i18n } = useTranslation('admin');
  const [leaving, setLeaving] = useState(false);
  const current = readImpersonation();
  if (!current) return null;
  const until = new Date(current.expiresAt).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Paper
      role="status"
      data-testid="impersonation-banner"
      radius="md"
      p="sm"
      mb="md"
      bg="var(--mantine-color-orange-light)"
      withBorder
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconEye size={18} aria-hidden />
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t('impersonation.banner', { email: current.email })}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('impersonation.until', { time: until })}
          </Text>
        </Group>
        <Button
          size="xs"
          color="orange"
          leftSection={<IconArrowLeft size={16} />}
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void backToAdmin();
          }}
        >
          {t('impersonation.back')}
        </Button>
      </Group>
    </Paper>
  );
}
