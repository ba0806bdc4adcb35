import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Table, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';

/**
 * The admin screens' shared pieces: a titled form card with its submit button, a list card that shows
 * the query's loading / error / empty states and then a scrollable table, and a row's delete button.
 */
export function AdminFormCard(props: {
  title: ReactNode;
  children: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  submitting?: boolean;
  canSubmit?: boolean;
  /** Controls shown left of the submit button. */
  extra?: ReactNode;
}) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h5" mb="xs">
        {props.title}
      </Title>
      {props.children}
      <Group justify={props.extra ? 'space-between' : 'flex-end'} mt="sm" wrap="wrap">
        {props.extra}
        <Button onClick={props.onSubmit} loading={props.submitting} disabled={props.canSubmit === false}>
          {props.submitLabel}
        </Button>
      </Group>
    </Card>
  );
}

export function AdminListCard<T>(props: {
  query: UseQueryResult<T[]>;
  emptyTitle: string;
  /** Column titles; none for a list whose rows explain themselves. */
  head?: ReactNode[];
  minWidth?: number;
  row: (item: T) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { query } = props;
  if (query.isPending) return <PageState kind="loading" />;
  if (query.isError) return <PageState kind="error" title={t('errors.load')} />;
  if (query.data.length === 0) return <PageState kind="empty" title={props.emptyTitle} />;
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={props.minWidth ?? 520}>
        <Table verticalSpacing="sm">
          {props.head && (
            <Table.Thead>
              <Table.Tr>
                {props.head.map((h, i) => (
                  <Table.Th key={i}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>{query.data.map(props.row)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.after}
    </Card>
  );
}

export function DeleteRowButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label ?? t('delete')} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
