import type { ReactNode } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

/**
 * The title of a white label's page: what it is, for which brand, an optional note and actions, and —
 * for callers who may only read it — a read-only notice in place of the actions.
 */
export function AdminPlansHeader(props: {
  title: string;
  brand: string;
  note?: string;
  actions?: ReactNode;
  /** 000 §6: the page is editable by super admins only; others read it. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('admin-health');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <PageTitle>{props.title}</PageTitle>
          <Text size="sm" c="dimmed">
            {t('plans.brandLine', { brand: props.brand })}
            {props.note ? ` · ${props.note}` : ''}
          </Text>
        </Stack>
        {!props.readOnly && props.actions}
      </Group>
      {props.readOnly && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} data-testid="plans-read-only">
          {t('readOnly')}
        </Alert>
      )}
    </Stack>
  );
}
