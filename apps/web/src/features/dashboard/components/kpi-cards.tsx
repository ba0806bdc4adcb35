import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../lib/format';
import type { Kpi } from '../types';

/** The period's figures (the activity report's totals) and their change against the previous period. */
export function KpiCards({ kpis }: { kpis: Kpi[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tr } = useTranslation('reports');
  const lng = i18n.language;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {kpis.map((k) => {
        const color = k.delta === null || k.delta === 0 ? 'gray' : k.delta > 0 ? 'teal' : 'red';
        const change =
          k.delta === null
            ? k.value > 0
              ? t('kpis.new')
              : t('kpis.none')
            : k.delta === 0
              ? t('kpis.unchanged')
              : formatPercent(Math.abs(k.delta), lng);
        return (
          <Card key={k.series} withBorder radius="md" padding="sm" data-testid={`kpi-${k.series}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
              {tr(`series.${k.series}`)}
            </Text>
            <Group gap={6} align="baseline" wrap="wrap">
              <Text fz={26} fw={700} lh={1.2}>
                {formatNumber(k.value, lng)}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={color}
                aria-label={
                  k.delta && k.delta !== 0 ? t(k.delta > 0 ? 'kpis.up' : 'kpis.down', { change }) : undefined
                }
                leftSection={
                  !k.delta ? undefined : k.delta > 0 ? (
                    <IconArrowUpRight size={12} />
                  ) : (
                    <IconArrowDownRight size={12} />
                  )
                }
              >
                {change}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('kpis.previous', { n: formatNumber(k.previous, lng) })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
