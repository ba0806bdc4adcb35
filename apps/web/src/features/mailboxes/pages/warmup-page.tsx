import { useState } from 'react';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  WARMUP_RECOMMENDED_PER_DAY,
  WARMUP_RECOMMENDED_RAMP_UP,
  WARMUP_RECOMMENDED_REPLY_RATE,
} from '@leadloop/domain';
import type { Warmup, WarmupView } from '@leadloop/domain/mailboxes/entities';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useStartWarmup, useWarmup } from '../api/mailboxes-api';

const RECOMMENDED: Warmup = {
  sending_period: 'weekdays',
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  work_start: 9,
  work_end: 18,
  per_day: WARMUP_RECOMMENDED_PER_DAY,
  ramp_up_increment: WARMUP_RECOMMENDED_RAMP_UP,
  reply_rate_percent: WARMUP_RECOMMENDED_REPLY_RATE,
};

/** /mailboxes/ai-emails/mailboxes/warm-up/{mailboxId}: settings, the curve (chart or table) and health. */
export function WarmupPage() {
  const { t } = useTranslation('mailboxes');
  const id = useParams().mailboxId ?? '';
  const view = useWarmup(id);
  if (view.isPending) return <PageState kind="loading" />;
  if (view.isError)
    return <PageState kind="error" title={t('loadError')} description={translateError(view.error)} />;
  const { mailbox } = view.data;
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('warmup.title', { email: mailbox.email })}
        </Title>
        <Button component={Link} to="../.." relative="path" variant="subtle">
          {t('warmup.back')}
        </Button>
      </Group>
      <Health view={view.data} />
      {mailbox.warmup_started_at ? <Curve view={view.data} /> : null}
      <Settings id={id} current={mailbox.warmup} started={Boolean(mailbox.warmup_started_at)} />
    </Stack>
  );
}

function Health({ view }: { view: WarmupView }) {
  const { t } = useTranslation('mailboxes');
  const h = view.health;
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  return (
    <Card withBorder radius="md" data-testid="warmup-health">
      <Group gap="sm" mb="sm">
        <Text fw={600}>{t('warmup.health')}</Text>
        <Badge color={h.status === 'paused' ? 'red' : 'teal'}>
          {h.status === 'paused' ? t(`pause.${h.pause_reason ?? 'bounce_rate'}`) : t('mailboxes.active')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('warmup.sends')} value={String(h.sends)} />
        <Figure label={t('warmup.bounceRate')} value={pct(h.bounce_rate)} />
        <Figure label={t('warmup.complaints')} value={String(h.complaints)} />
        <Figure label={t('mailboxes.limit')} value={String(view.mailbox.daily_limit)} />
      </SimpleGrid>
    </Card>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz={22} fw={700}>
      {value}
    </Text>
  </div>
);

function Curve({ view }: { view: WarmupView }) {
  const { t } = useTranslation('mailboxes');
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t('warmup.curve')}</Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as 'chart' | 'table')}
          data={[
            { value: 'chart', label: t('warmup.chart') },
            { value: 'table', label: t('warmup.table') },
          ]}
        />
      </Group>
      {mode === 'chart' ? (
        <LineChart
          h={240}
          data={view.days.map((d) => ({ ...d, label: String(d.day) }))}
          dataKey="label"
          series={[
            { name: 'planned', label: t('warmup.planned'), color: 'gray.5' },
            { name: 'sent', label: t('warmup.sent'), color: 'blue.6' },
            { name: 'replied', label: t('warmup.replied'), color: 'teal.6' },
          ]}
          withLegend
          withDots={false}
        />
      ) : (
        <Table withTableBorder data-testid="warmup-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('warmup.day')}</Table.Th>
              <Table.Th>{t('warmup.date')}</Table.Th>
              <Table.Th>{t('warmup.planned')}</Table.Th>
              <Table.Th>{t('warmup.sent')}</Table.Th>
              <Table.Th>{t('warmup.replied')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Td>{d.day}</Table.Td>
                <Table.Td>{d.date}</Table.Td>
                <Table.Td>{d.planned}</Table.Td>
                <Table.Td>{d.sent}</Table.Td>
                <Table.Td>{d.replied}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Settings({ id, current, started }: { id: string; current: Warmup | null; started: boolean }) {
  const { t } = useTranslation('mailboxes');
  const save = useStartWarmup();
  const [w, setW] = useState<Warmup>(current ?? RECOMMENDED);
  const set = <K extends keyof Warmup>(key: K, value: Warmup[K]) => setW((v) => ({ ...v, [key]: value }));
  const num = (v: string | number) => (typeof v === 'number' ? v : Number(v) || 0);
  const onSave = async () => {
    try {
      await save.mutateAsync({ id, warmup: w });
      notify.success(started ? t('warmup.saved') : t('warmup.started'));
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Card withBorder radius="md">
      <Text fw={600} mb="xs">
        {t('warmup.settings')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('warmup.recommended')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('warmup.period')}
          data={[
            { value: 'weekdays', label: t('warmup.weekdays') },
            { value: 'everyday', label: t('warmup.everyday') },
          ]}
          value={w.sending_period}
          onChange={(v) => v && set('sending_period', v)}
        />
        <TextInput
          label={t('warmup.timeZone')}
          value={w.time_zone}
          onChange={(e) => set('time_zone', e.currentTarget.value)}
        />
        <Group grow>
          <NumberInput
            label={t('warmup.workStart')}
            min={0}
            max={23}
            value={w.work_start}
            onChange={(v) => set('work_start', num(v))}
          />
          <NumberInput
            label={t('warmup.workEnd')}
            min={0}
            max={23}
            value={w.work_end}
            onChange={(v) => set('work_end', num(v))}
          />
        </Group>
        <NumberInput
          label={t('warmup.perDay')}
          min={1}
          max={100}
          value={w.per_day}
          onChange={(v) => set('per_day', num(v))}
        />
        <NumberInput
          label={t('warmup.rampUp')}
          min={1}
          max={25}
          value={w.ramp_up_increment}
          onChange={(v) => set('ramp_up_increment', num(v))}
        />
        <NumberInput
          label={t('warmup.replyRate')}
          min={0}
          max={100}
          value={w.reply_rate_percent}
          onChange={(v) => set('reply_rate_percent', num(v))}
        />
      </SimpleGrid>
      <Button mt="md" onClick={onSave} loading={save.isPending} data-testid="warmup-start">
        {started ? t('warmup.save') : t('warmup.start')}
      </Button>
    </Card>
  );
}
