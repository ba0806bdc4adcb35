import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconLogin, IconRefresh } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminRoleAllows } from '@leadloop/domain/admin/roles';
import { TIER_LABELS, TIERS, tierName } from '@leadloop/domain/tiers/enums';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import {
  useAddCredits,
  useAdminSession,
  useCustomerInfo,
  useExtendTrial,
  useLinkStripe,
  useManagers,
  useRefreshStripe,
  useSetLiApprove,
  useSetUnlimited,
  useStripeCustomers,
  useUpdateCustomer,
} from '../api/admin-api';
import { StatusBadge, TypeBadge } from '../components/customer-badges';
import { CustomerAccounts } from '../components/customer-accounts';
import { loginAsCustomer } from '../impersonation';
import { CUSTOMER_STATUSES, UNLIMITED_TIER, type CustomerInfo } from '../types';

const money = (amount: number, currency: string, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/** /admin/customers/{profileId}: one customer (workspace) — what it is, its people, and the admin's actions. */
export function CustomerPage() {
  const { t, i18n } = useTranslation('admin');
  const { profileId = '' } = useParams();
  const info = useCustomerInfo(profileId);
  const session = useAdminSession();
  if (info.isPending || session.isPending) return <PageState kind="loading" />;
  if (info.isError || session.isError)
    return (
      <PageState
        kind="error"
        title={t('errors.customer')}
        action={
          <Button component={Link} to="/admin/customers" variant="light">
            {t('customer.back')}
          </Button>
        }
      />
    );
  const c = info.data;
  const role = session.data.role;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const tier = tierName(c.tier);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/customers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('customer.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Title>
          <Group gap={6} mt={4}>
            <TypeBadge type={c.type} />
            <StatusBadge status={c.status} />
            <Badge variant="outline">{tier ? TIER_LABELS[tier] : c.tier}</Badge>
            <Badge variant="outline" color="gray">
              {c.brand}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t('customer.createdBy', { email: c.owner?.email ?? '—', date: date(c.created_at) })}
          </Text>
        </div>
        {adminRoleAllows(role, 'platform') && <LoginAsButton spaceId={c._id} />}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CustomerForm customer={c} canEdit={adminRoleAllows(role, 'brand')} />
        <Stack gap="md">
          <Actions customer={c} role={role} />
          <Card withBorder radius="md">
            <Title order={3} size="h5" mb="xs">
              {t('customer.users')}
            </Title>
            {c.users.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('customer.noUsers')}
              </Text>
            ) : (
              <Stack gap={6}>
                {c.users.map((u) => (
                  <Group key={u._id} justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {u.full_name || u.email}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {u.email}
                      </Text>
                    </div>
                    {u.is_admin && (
                      <Badge size="sm" variant="light">
                        {t('customer.workspaceAdmin')}
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
          <CustomerAccounts accounts={c.accounts} />
        </Stack>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('customer.transactions')}
          </Title>
          {c.transactions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('customer.noTransactions')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Tbody>
                  {c.transactions.map((p) => (
                    <Table.Tr key={p._id}>
                      <Table.Td>{date(p.created_at)}</Table.Td>
                      <Table.Td>{t(`kind.${p.kind}`, { defaultValue: p.kind })}</Table.Td>
                      <Table.Td ta="right">{money(p.amount, p.currency, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
        <Card withBorder radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('customer.audit')}
          </Title>
          {c.impersonations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('customer.noAudit')}
            </Text>
          ) : (
            <Stack gap={6} data-testid="impersonation-audit">
              {c.impersonations.map((i) => (
                <Text key={i._id} size="sm">
                  {t('customer.auditLine', {
                    admin: i.admin_email,
                    user: i.target_email,
                    start: date(i.started_at),
                  })}{' '}
                  <Text span c="dimmed" size="xs">
                    {i.ended_at
                      ? t('customer.auditEnded', { end: date(i.ended_at) })
                      : new Date(i.expires_at) < new Date()
                        ? t('customer.auditExpired')
                        : t('customer.auditActive')}
                  </Text>
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function LoginAsButton({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      leftSection={<IconLogin size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await loginAsCustomer(spaceId);
        } catch (error) {
          notify.error(error);
          setBusy(false);
        }
      }}
    >
      {t('customer.loginAs')}
    </Button>
  );
}

function CustomerForm({ customer: c, canEdit }: { customer: CustomerInfo; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCustomer(c._id);
  const managers = useManagers(c.brand, false);
  const [form, setForm] = useState({
    name: c.name,
    status: c.status,
    tier: String(c.tier),
    labels: c.labels,
    note: c.note ?? '',
    sales: c.sales_manager?._id ?? null,
    success: c.success_manager?._id ?? null,
  });
  const options = (kind: 'sales' | 'success') =>
    (managers.data ?? []).filter((m) => m.type === kind).map((m) => ({ value: m._id, label: m.name }));
  const save = () =>
    update.mutate(
      {
        name: form.name,
        status: form.status,
        tier: Number(form.tier),
        labels: form.labels,
        note: form.note || null,
        sales_manager_id: form.sales,
        success_manager_id: form.success,
      },
      { onSuccess: () => notify.success(t('customer.saved')), onError: notify.error },
    );
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        {t('customer.details')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('customers.name')}
          value={form.name}
          disabled={!canEdit}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
        />
        <Group grow gap="sm" wrap="wrap">
          <Select
            label={t('customer.status')}
            data={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={form.status}
            disabled={!canEdit}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, status: v })}
          />
          <Select
            label={t('customers.tier')}
            data={Object.entries(TIERS).map(([name, value]) => ({
              value: String(value),
              label: TIER_LABELS[name as keyof typeof TIERS],
            }))}
            value={form.tier}
            disabled={!canEdit}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, tier: v })}
          />
        </Group>
        <TagsInput
          label={t('filters.labels')}
          value={form.labels}
          disabled={!canEdit}
          onChange={(labels) => setForm({ ...form, labels })}
        />
        <Group grow gap="sm" wrap="wrap">
          <Select
            label={t('customer.salesManager')}
            data={options('sales')}
            value={form.sales}
            disabled={!canEdit}
            clearable
            onChange={(sales) => setForm({ ...form, sales })}
          />
          <Select
            label={t('customer.successManager')}
            data={options('success')}
            value={form.success}
            disabled={!canEdit}
            clearable
            onChange={(success) => setForm({ ...form, success })}
          />
        </Group>
        <Textarea
          label={t('customer.note')}
          autosize
          minRows={3}
          value={form.note}
          disabled={!canEdit}
          onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button onClick={save} loading={update.isPending}>
              {t('customer.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Actions({
  customer: c,
  role,
}: {
  customer: CustomerInfo;
  role: Parameters<typeof adminRoleAllows>[0];
}) {
  const { t, i18n } = useTranslation('admin');
  const platform = adminRoleAllows(role, 'platform');
  const brand = adminRoleAllows(role, 'brand');
  const unlimited = useSetUnlimited(c._id);
  const li = useSetLiApprove(c._id);
  const refresh = useRefreshStripe(c._id);
  const link = useLinkStripe(c._id);
  const credits = useAddCredits(c._id);
  const extend = useExtendTrial(c._id);
  const [trialDays, setTrialDays] = useState<number | string>(7);
  const stripeCustomers = useStripeCustomers('', platform);
  const [stripeId, setStripeId] = useState<string | null>(c.stripe_customer_id);
  const [count, setCount] = useState<number | string>(100);
  const done = { onSuccess: () => notify.success(t('customer.saved')), onError: notify.error };
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        {t('customer.actions')}
      </Title>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('customer.credits', { count: c.credits })}</Text>
          {brand && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={refresh.isPending}
              onClick={() => refresh.mutate(undefined, done)}
            >
              {t('customer.refresh')}
            </Button>
          )}
        </Group>
        {platform && (
          <Switch
            label={t('customer.unlimited')}
            checked={c.tier === UNLIMITED_TIER}
            disabled={unlimited.isPending}
            onChange={(e) => unlimited.mutate(e.currentTarget.checked, done)}
          />
        )}
        {brand && (
          <Switch
            label={t('customer.liApprove')}
            checked={c.is_li_approve}
            disabled={li.isPending}
            onChange={(e) => li.mutate(e.currentTarget.checked, done)}
          />
        )}
        {platform && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              style={{ flex: 1, minWidth: 0 }}
              label={t('customer.stripeCustomer')}
              placeholder={t('customer.stripePlaceholder')}
              data={(stripeCustomers.data ?? []).map((s) => ({
                value: s.id,
                label: `${s.name ?? s.id} · ${s.email ?? ''}`,
              }))}
              value={stripeId}
              onChange={setStripeId}
              searchable
            />
            <Button
              variant="default"
              disabled={!stripeId || stripeId === c.stripe_customer_id}
              loading={link.isPending}
              onClick={() => stripeId && link.mutate(stripeId, done)}
            >
              {t('customer.link')}
            </Button>
          </Group>
        )}
        {brand && (
          <Stack gap={4}>
            <Text size="sm" data-testid="customer-trial">
              {c.trial_ends_at
                ? t('customer.trialEnds', {
                    date: new Date(c.trial_ends_at).toLocaleDateString(i18n.language, {
                      dateStyle: 'medium',
                    }),
                  })
                : t('customer.noTrial')}
            </Text>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={t('customer.extendTrial')}
                value={trialDays}
                onChange={setTrialDays}
                allowDecimal={false}
                min={1}
                max={365}
              />
              <Button
                variant="default"
                loading={extend.isPending}
                disabled={!(Number(trialDays) >= 1)}
                onClick={() => extend.mutate(Number(trialDays), done)}
                data-testid="extend-trial"
              >
                {t('customer.extend')}
              </Button>
            </Group>
          </Stack>
        )}
        {platform && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <NumberInput
              style={{ flex: 1 }}
              label={t('customer.addCredits')}
              value={count}
              onChange={setCount}
              allowDecimal={false}
              min={-1_000_000}
              max={1_000_000}
            />
            <Button
              variant="default"
              loading={credits.isPending}
              disabled={!Number(count)}
              onClick={() => credits.mutate(Number(count), done)}
            >
              {t('customer.grant')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
