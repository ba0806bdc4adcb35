import { useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { Pagination } from '../../../components/pagination';
import { translateError } from '../../../lib/messages';
import { useTransactions } from '../api/admin-api';
import { money } from '../components/figures-card';

const PAGE = 25;

/** /admin/transactions: every paid purchase of the admin's brands, newest first (GET /admin/transactions). */
export function TransactionsPage() {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(q, 300);
  const list = useTransactions({
    q: search || undefined,
    offset: String((page - 1) * PAGE),
    limit: String(PAGE),
  });
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Stack gap="md">
      <TextInput
        w={{ base: '100%', sm: 360 }}
        label={t('transactions.search')}
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <PageState kind="loading" />
      ) : list.isError ? (
        <PageState kind="error" title={t('errors.load')} description={translateError(list.error)} />
      ) : list.data.transactions.length === 0 ? (
        <PageState kind="empty" title={t('transactions.empty')} description={t('transactions.emptyHint')} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('transactions.count', { count: list.data.total })}
          </Text>
          <Card withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('transactions.date')}</Table.Th>
                    <Table.Th>{t('customers.name')}</Table.Th>
                    <Table.Th>{t('users.brand')}</Table.Th>
                    <Table.Th>{t('transactions.kind')}</Table.Th>
                    <Table.Th ta="right">{t('transactions.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.transactions.map((p) => (
                    <Table.Tr key={p._id}>
                      <Table.Td>{date(p.created_at)}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/customers/${p.space_id}`} size="sm">
                          {p.space_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{p.brand}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{t(`kind.${p.kind}`, { defaultValue: p.kind })}</Badge>
                      </Table.Td>
                      <Table.Td ta="right">{money(p.amount, p.currency, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          {list.data.total > PAGE && (
            <Group justify="center">
              <Pagination total={Math.ceil(list.data.total / PAGE)} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
