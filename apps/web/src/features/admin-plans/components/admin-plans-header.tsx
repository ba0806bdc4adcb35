import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

/** The title of a white label's page: what it is, for which brand, and an optional note and actions. */
export function AdminPlansHeader(props: {
  title: string;
  brand: string;
  note?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin-health');
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={2}>
        <PageTitle>{props.title}</PageTitle>
        <Text size="sm" c="dimmed">
          {t('plans.brandLine', { brand: props.brand })}
          {props.note ? ` · ${props.note}` : ''}
        </Text>
      </Stack>
      {props.actions}
    </Group>
  );
}
