import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@leadloop/domain/billing/enums';
import { INTERVALS, TIER_LABELS, TIERS, tierName } from '@leadloop/domain/tiers/enums';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useCreatePrepaid, useDeletePrepaid, usePrepaid } from '../api/admin-api';

const EMPTY = { email: '', stripe_customer: '', currency: 'usd', tier: '3', interval: '1' };

/** /admin/prepaid (001 §3 Prepaid customer): customers who paid outside the app. */
export function PrepaidPage() {
  const { t, i18n } = useTranslation('admin');
  const list = usePrepaid();
  const create = useCreatePrepaid();
  const remove = useDeletePrepaid();
  const [form, setForm] = useState(EMPTY);
  const submit = () =>
    create.mutate(
      { ...form, tier: Number(form.tier), interval: Number(form.interval) },
      {
        onSuccess: () => {
          setForm(EMPTY);
          notify.success(t('prepaid.added'));
        },
        onError: notify.error,
      },
    );
  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Title order={2} size="h5" mb="xs">
          {t('prepaid.add')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput
            label={t('prepaid.email')}
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <TextInput
            label={t('prepaid.stripeCustomer')}
            placeholder="cus_…"
            value={form.stripe_customer}
            onChange={(e) => setForm({ ...form, stripe_customer: e.currentTarget.value })}
          />
          <Select
            label={t('prepaid.currency')}
            data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
            value={form.currency}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, currency: v })}
          />
          <Select
            label={t('customers.tier')}
            data={Object.entries(TIERS).map(([n, v]) => ({
              value: String(v),
              label: TIER_LABELS[n as keyof typeof TIERS],
            }))}
            value={form.tier}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, tier: v })}
          />
          <Select
            label={t('prepaid.interval')}
            data={Object.entries(INTERVALS).map(([n, v]) => ({
              value: String(v),
              label: t(`interval.${n}`),
            }))}
            value={form.interval}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, interval: v })}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button onClick={submit} loading={create.isPending} disabled={!form.email || !form.stripe_customer}>
            {t('prepaid.add')}
          </Button>
        </Group>
      </Card>
      {list.isPending ? (
        <PageState kind="loading" />
      ) : list.isError ? (
        <PageState kind="error" title={t('errors.load')} />
      ) : list.data.length === 0 ? (
        <PageState kind="empty" title={t('prepaid.empty')} />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('prepaid.email')}</Table.Th>
                  <Table.Th>{t('prepaid.stripeCustomer')}</Table.Th>
                  <Table.Th>{t('customers.tier')}</Table.Th>
                  <Table.Th>{t('prepaid.interval')}</Table.Th>
                  <Table.Th>{t('customers.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((p) => {
                  const tier = tierName(p.tier);
                  const interval = Object.entries(INTERVALS).find(([, v]) => v === p.interval)?.[0];
                  return (
                    <Table.Tr key={p._id}>
                      <Table.Td>{p.email}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {p.stripe_customer}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {tier ? TIER_LABELS[tier] : p.tier} · {p.currency.toUpperCase()}
                      </Table.Td>
                      <Table.Td>{interval ? t(`interval.${interval}`) : p.interval}</Table.Td>
                      <Table.Td>{new Date(p.created_at).toLocaleDateString(i18n.language)}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('delete')}
                          onClick={() => remove.mutate(p._id, { onError: notify.error })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
