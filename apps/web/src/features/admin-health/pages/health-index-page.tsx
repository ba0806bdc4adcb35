import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEALTH_BANDS } from '@leadloop/domain/health-index/rules';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import {
  STATISTICS_PAGE_SIZE,
  useHealthMain,
  useHealthStatistics,
  useRecalculate,
} from '../api/admin-health';
import { ChartPanel, Stat } from '../components/chart-panel';
import { Bars } from '../components/lazy-charts';
import { RulesEditor } from '../components/rules-editor';
import type { HealthBand } from '../types';

export const BAND_COLORS: Record<HealthBand, string> = {
  at_risk: 'red',
  attention: 'yellow',
  healthy: 'teal',
};

/** /admin/health-index: the figures, the customers by index (lowest first) and the rules. */
export function HealthIndexPage() {
  const { t, i18n } = useTranslation('admin-health');
  const [brand, setBrand] = useState<string | null>(null);
  const [band, setBand] = useState<HealthBand | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(q, 500);
  const main = useHealthMain(brand);
  const list = useHealthStatistics({ brand, band, q: search, page });
  const recalc = useRecalculate();
  const fmt = new Intl.NumberFormat(i18n.language);
  const when = main.data?.computed_at ? new Date(main.data.computed_at).toLocaleString(i18n.language) : null;

  const onRecalculate = () =>
    recalc.mutate(undefined, {
      onSuccess: (r) => notify.success(r.status === 'queued' ? t('recalculateQueued') : t('recalculateDone')),
      onError: (e) => notify.error(e),
    });
  const histogram = (main.data?.histogram ?? []).map((n, i) => ({
    bucket: `${i * 10}–${i === 9 ? 100 : i * 10 + 9}`,
    customers: n,
  }));

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <PageTitle>{t('healthIndex.title')}</PageTitle>
          <Text size="sm" c="dimmed">
            {when ? t('healthIndex.computedAt', { when }) : t('healthIndex.neverComputed')}
          </Text>
        </div>
        <Group>
          <Select
            aria-label={t('brand')}
            placeholder={t('allBrands')}
            clearable
            w={180}
            data={(main.data?.by_brand ?? []).map((b) => b.brand)}
            value={brand}
            onChange={(v) => {
              setBrand(v);
              setPage(1);
            }}
          />
          <Button leftSection={<IconRefresh size={16} />} onClick={onRecalculate} loading={recalc.isPending}>
            {t('recalculate')}
          </Button>
        </Group>
      </Group>

      {main.isError ? (
        <PageState kind="error" title={t('error')} description={translateError(main.error)} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat
            label={t('healthIndex.customers')}
            value={main.data ? fmt.format(main.data.customers) : '…'}
          />
          <Stat label={t('healthIndex.average')} value={main.data?.average ?? '—'} />
          <Stat
            label={t('bands.at_risk')}
            value={main.data?.bands.at_risk ?? '…'}
            color="red"
            hint={t('healthIndex.below', { n: HEALTH_BANDS.atRisk })}
          />
          <Stat
            label={t('bands.healthy')}
            value={main.data?.bands.healthy ?? '…'}
            color="teal"
            hint={t('healthIndex.atLeast', { n: HEALTH_BANDS.attention })}
          />
        </SimpleGrid>
      )}

      <ChartPanel
        title={t('healthIndex.distribution')}
        query={main}
        isEmpty={!main.data?.customers}
        chart={
          <Bars
            data={histogram}
            dataKey="bucket"
            series={[{ name: 'customers', label: t('healthIndex.customers'), color: 'indigo.6' }]}
          />
        }
        table={
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('healthIndex.score')}</Table.Th>
                <Table.Th>{t('healthIndex.customers')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {histogram.map((h) => (
                <Table.Tr key={h.bucket}>
                  <Table.Td>{h.bucket}</Table.Td>
                  <Table.Td>{h.customers}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />

      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4">
            {t('healthIndex.byCustomer')}
          </Title>
          <Group>
            <TextInput
              aria-label={t('search')}
              placeholder={t('search')}
              leftSection={<IconSearch size={16} />}
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setPage(1);
              }}
            />
            <Select
              aria-label={t('band')}
              placeholder={t('allBands')}
              clearable
              w={170}
              data={(['at_risk', 'attention', 'healthy'] as const).map((b) => ({
                value: b,
                label: t(`bands.${b}`),
              }))}
              value={band}
              onChange={(v) => {
                setBand(v as HealthBand | null);
                setPage(1);
              }}
            />
          </Group>
        </Group>
        {list.isPending ? (
          <PageState kind="loading" />
        ) : list.isError ? (
          <PageState kind="error" title={t('error')} description={translateError(list.error)} />
        ) : !list.data.items.length ? (
          <PageState kind="empty" title={t('healthIndex.empty')} description={t('healthIndex.emptyHint')} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('healthIndex.customer')}</Table.Th>
                    <Table.Th>{t('brand')}</Table.Th>
                    <Table.Th>{t('healthIndex.score')}</Table.Th>
                    <Table.Th>{t('healthIndex.why')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((c) => (
                    <Table.Tr key={c.space_id}>
                      <Table.Td>{c.name}</Table.Td>
                      <Table.Td>{c.brand}</Table.Td>
                      <Table.Td>
                        <Badge color={BAND_COLORS[c.band]} variant="light">
                          {c.score} · {t(`bands.${c.band}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {c.matched
                            .map(
                              (m) =>
                                `${t(`triggers.${m.trigger}`)} ${m.value} (${m.points > 0 ? '+' : ''}${m.points})`,
                            )
                            .join(' · ') || t('healthIndex.noRule')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.data.total > STATISTICS_PAGE_SIZE && (
              <Group justify="center" mt="sm">
                <Pagination
                  total={Math.ceil(list.data.total / STATISTICS_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                />
              </Group>
            )}
          </>
        )}
      </Card>

      <RulesEditor />
    </Stack>
  );
}
