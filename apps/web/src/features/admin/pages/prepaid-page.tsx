import { useState } from 'react';
import { Badge, Select, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@leadloop/domain/billing/enums';
import { INTERVALS, TIER_LABELS, TIERS, tierName } from '@leadloop/domain/tiers/enums';
import { notify } from '../../../lib/notify';
import type { PrepaidCustomer } from '../types';
import { useCreatePrepaid, useDeletePrepaid, usePrepaid } from '../api/admin-api';
import { AdminFormCard, AdminListCard, DeleteRowButton } from '../components/admin-list';

const EMPTY = { email: '', stripe_customer: '', currency: 'usd', tier: '3', interval: '1' };

/**
 * /admin/prepaid (001 §3 Prepaid customer): customers who paid outside the app. When the address signs
 * up it gets a workspace on this plan, and the entry shows it as used.
 */
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
      <AdminFormCard
        title={t('prepaid.add')}
        submitLabel={t('prepaid.add')}
        onSubmit={submit}
        submitting={create.isPending}
        canSubmit={Boolean(form.email && form.stripe_customer)}
      >
        <Text size="sm" c="dimmed" mb="xs">
          {t('prepaid.hint')}
        </Text>
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
            size="md"
            label={t('prepaid.currency')}
            data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
            value={form.currency}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, currency: v })}
          />
          <Select
            size="md"
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
            size="md"
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
      </AdminFormCard>
      <AdminListCard
        query={list}
        emptyTitle={t('prepaid.empty')}
        minWidth={720}
        head={[
          t('prepaid.email'),
          t('prepaid.stripeCustomer'),
          t('customers.tier'),
          t('prepaid.interval'),
          t('prepaid.state'),
          t('customers.created'),
          '',
        ]}
        row={(p: PrepaidCustomer) => {
          const tier = tierName(p.tier);
          const interval = Object.entries(INTERVALS).find(([, v]) => v === p.interval)?.[0];
          const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
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
              <Table.Td>
                {p.used_at ? (
                  <Tooltip label={t('prepaid.usedBy', { email: p.used_by_email ?? p.email })}>
                    <Badge variant="light" color="teal">
                      {t('prepaid.used', { date: date(p.used_at) })}
                    </Badge>
                  </Tooltip>
                ) : (
                  <Badge variant="light" color="gray">
                    {t('prepaid.waiting')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{date(p.created_at)}</Table.Td>
              <Table.Td ta="right">
                <DeleteRowButton onClick={() => remove.mutate(p._id, { onError: notify.error })} />
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}
