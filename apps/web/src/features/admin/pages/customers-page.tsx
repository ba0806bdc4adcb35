import { Anchor, Badge, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIER_LABELS, tierName } from '@leadloop/domain/tiers/enums';
import { PageState } from '../../../components/page-state';
import { Pagination } from '../../../components/pagination';
import { useAdminSession, useCustomers } from '../api/admin-api';
import { CustomerFilters, type Filters } from '../components/customer-filters';
import { StatusBadge, TypeBadge } from '../components/customer-badges';
import { CUSTOMERS_PAGE_SIZE, type AdminCustomer } from '../types';

const LIST_KEYS = ['labels', 'brands', 'statuses', 'types', 'subscription_types', 'note_filters', 'managers'];
const ONE_KEYS = [
  'q',
  'tier',
  'order',
  'without_sales_managers',
  'without_success_managers',
  'with_credentials',
];

function readFilters(params: URLSearchParams): Filters {
  const out: Filters = {};
  for (const key of LIST_KEYS) if (params.getAll(key).length) out[key] = params.getAll(key);
  for (const key of ONE_KEYS) if (params.get(key)) out[key] = params.get(key)!;
  return out;
}

const tierLabel = (tier: number) => {
  const name = tierName(tier);
  return name ? TIER_LABELS[name] : String(tier);
};

/** /admin/customers (000 §2, 001 §7): every customer (workspace) the admin may see, filtered and paged. */
export function CustomersPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mobile = useMediaQuery('(max-width: 767.98px)') ?? false;
  const session = useAdminSession();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = {
    ...filters,
    offset: String((page - 1) * CUSTOMERS_PAGE_SIZE),
    limit: String(CUSTOMERS_PAGE_SIZE),
  };
  const customers = useCustomers(query);

  const change = (patch: Filters) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      next.delete(key);
      (Array.isArray(value) ? value : value ? [value] : []).forEach((v) => next.append(key, v));
    }
    next.delete('page');
    setParams(next, { replace: true });
  };
  const debounced = useDebouncedCallback(change, 300);
  const onChange = (patch: Filters) => ('q' in patch ? debounced(patch) : change(patch));
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const body = () => {
    if (customers.isPending) return <PageState kind="loading" />;
    if (customers.isError) return <PageState kind="error" title={t('errors.customers')} />;
    const { customers: rows, total } = customers.data;
    if (!rows.length)
      return <PageState kind="empty" title={t('customers.empty')} description={t('customers.emptyHint')} />;
    const pages = Math.ceil(total / CUSTOMERS_PAGE_SIZE);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('customers.count', { count: total })}
        </Text>
        {mobile ? (
          <Stack gap="xs">
            {rows.map((c) => (
              <CustomerCard key={c._id} customer={c} date={date} />
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={900}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.name')}</Table.Th>
                    <Table.Th>{t('customers.owner')}</Table.Th>
                    <Table.Th>{t('customers.type')}</Table.Th>
                    <Table.Th>{t('customers.tier')}</Table.Th>
                    <Table.Th ta="right">{t('customers.accounts')}</Table.Th>
                    <Table.Th>{t('customers.managers')}</Table.Th>
                    <Table.Th>{t('customers.created')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c) => (
                    <Table.Tr
                      key={c._id}
                      style={{ cursor: 'pointer' }}
                      onClick={() => navigate(`/admin/customers/${c._id}`)}
                    >
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/customers/${c._id}`} fw={600} size="sm">
                          {c.name}
                        </Anchor>
                        <Group gap={4} mt={2}>
                          <Text size="xs" c="dimmed">
                            {c.brand}
                          </Text>
                          {c.status !== 'active' && <StatusBadge status={c.status} />}
                          {c.labels.map((l) => (
                            <Badge key={l} size="xs" variant="outline">
                              {l}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{c.owner?.full_name || '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {c.owner?.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <TypeBadge type={c.type} />
                      </Table.Td>
                      <Table.Td>{tierLabel(c.tier)}</Table.Td>
                      <Table.Td ta="right">
                        {c.credentials} / {t('customers.membersShort', { count: c.members })}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs">{c.sales_manager?.name ?? '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {c.success_manager?.name ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{date(c.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              size={mobile ? 'sm' : 'md'}
              onChange={(p) => {
                const next = new URLSearchParams(params);
                next.set('page', String(p));
                setParams(next);
              }}
            />
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={mobile ? 'sm' : 'md'}>
        <CustomerFilters
          filters={filters}
          onChange={onChange}
          showBrands={session.data?.brand === null}
          compact={mobile}
        />
      </Paper>
      {body()}
    </Stack>
  );
}

function CustomerCard({ customer: c, date }: { customer: AdminCustomer; date: (iso: string) => string }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={`/admin/customers/${c._id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {c.owner?.email ?? c.brand}
          </Text>
        </div>
        <TypeBadge type={c.type} />
      </Group>
      <Group gap="xs" mt="xs">
        <Text size="xs" c="dimmed">
          {tierLabel(c.tier)} · {t('customers.membersShort', { count: c.members })} · {date(c.created_at)}
        </Text>
        {c.status !== 'active' && <StatusBadge status={c.status} />}
      </Group>
    </Card>
  );
}
