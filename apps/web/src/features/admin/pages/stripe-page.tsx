import { useState } from 'react';
import { Card, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useStripeCustomers } from '../api/admin-api';

/** /admin/stripe: the payment provider's customers (to link one to a workspace on its page). */
export function StripePage() {
  const { t, i18n } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const [debounced] = useDebouncedValue(email, 300);
  const list = useStripeCustomers(debounced);
  return (
    <Stack gap="md">
      <TextInput
        maw={420}
        label={t('stripe.search')}
        leftSection={<IconSearch size={16} />}
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      {list.isPending ? (
        <PageState kind="loading" />
      ) : list.isError ? (
        <PageState kind="error" title={t('errors.load')} />
      ) : list.data.length === 0 ? (
        <PageState kind="empty" title={t('stripe.empty')} />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stripe.id')}</Table.Th>
                  <Table.Th>{t('customers.name')}</Table.Th>
                  <Table.Th>{t('prepaid.email')}</Table.Th>
                  <Table.Th>{t('customers.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {c.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.name ?? '—'}</Table.Td>
                    <Table.Td>{c.email ?? '—'}</Table.Td>
                    <Table.Td>{new Date(c.created_at).toLocaleDateString(i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
