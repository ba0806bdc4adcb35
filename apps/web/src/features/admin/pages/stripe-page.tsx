import { useState } from 'react';
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStripeCustomers } from '../api/admin-api';
import { AdminListCard } from '../components/admin-list';
import type { StripeCustomer } from '../types';

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
      <AdminListCard
        query={list}
        emptyTitle={t('stripe.empty')}
        head={[t('stripe.id'), t('customers.name'), t('prepaid.email'), t('customers.created')]}
        row={(c: StripeCustomer) => (
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
        )}
      />
    </Stack>
  );
}
