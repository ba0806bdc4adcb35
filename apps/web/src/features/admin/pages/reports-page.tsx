import { useState } from 'react';
import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIER_LABELS, tierName } from '@leadloop/domain/tiers/enums';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { usePeriodReport, useSpaceReport, useWlReport } from '../api/admin-api';
import { Figure, FiguresCard, money } from '../components/figures-card';
import { REPORT_PERIODS, type ReportPeriod } from '../types';

/**
 * /admin/reports: what happened in a period (GET /admin/reports/fetch), customers by status and plan
 * (GET /admin/space_report) and per white label (GET /admin/wl_report), for the admin's brands.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('admin');
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const report = usePeriodReport(period);
  const spaces = useSpaceReport();
  const brands = useWlReport();
  const r = report.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{t('reports.period')}</Text>
        <SegmentedControl
          size="xs"
          aria-label={t('reports.period')}
          value={period}
          onChange={(v) => setPeriod(v as ReportPeriod)}
          data={REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))}
        />
      </Group>
      {report.isPending ? (
        <PageState kind="loading" mih={120} />
      ) : report.isError || !r ? (
        <PageState
          kind="error"
          mih={120}
          title={t('errors.load')}
          description={translateError(report.error)}
        />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Figure label={t('reports.newCustomers')} value={r.new_customers} />
          <Figure label={t('reports.newUsers')} value={r.new_users} />
          <Figure label={t('reports.paidCustomers')} value={r.paid_customers} />
          <Figure
            label={t('reports.revenue')}
            value={
              r.revenue.length
                ? r.revenue.map((x) => money(x.amount, x.currency, i18n.language)).join(' · ')
                : '—'
            }
          />
          <Figure label={t('reports.creditsGranted')} value={r.credits_granted} />
          <Figure label={t('reports.impersonations')} value={r.impersonations} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FiguresCard
          title={t('reports.byStatus')}
          query={spaces}
          rowLabel={t('customer.status')}
          series={[{ key: 'count', label: t('reports.customers') }]}
          rows={(spaces.data?.by_status ?? []).map((s) => ({
            label: t(`status.${s.status}`, { defaultValue: s.status }),
            values: { count: s.count },
          }))}
        />
        <FiguresCard
          title={t('reports.byTier')}
          query={spaces}
          rowLabel={t('customers.tier')}
          series={[{ key: 'count', label: t('reports.customers') }]}
          rows={(spaces.data?.by_tier ?? []).map((s) => ({
            label: TIER_LABELS[tierName(s.tier) ?? 'free'] ?? String(s.tier),
            values: { count: s.count },
          }))}
        />
      </SimpleGrid>
      <FiguresCard
        title={t('reports.byBrand')}
        query={brands}
        rowLabel={t('users.brand')}
        series={[
          { key: 'customers', label: t('reports.customers') },
          { key: 'paid', label: t('reports.paying') },
          { key: 'users', label: t('reports.users') },
        ]}
        rows={(brands.data ?? []).map((b) => ({
          label: b.brand,
          values: { customers: b.customers, paid: b.paid, users: b.users },
        }))}
      />
    </Stack>
  );
}
