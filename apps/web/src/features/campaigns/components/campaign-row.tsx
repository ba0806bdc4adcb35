import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CampaignFigures, Workflow } from '../types';
import { CampaignActionsMenu, type CampaignMenuAction } from './campaign-actions-menu';
import { forecastSentence } from '../lib/forecast';

export const STATUS_COLOR: Record<string, string> = {
  active: 'teal',
  inactive: 'yellow',
  archived: 'gray',
  deleted: 'red',
  deleting: 'red',
};

const pct = (v: number | undefined) => (v === undefined ? '—' : `${Math.round(v * (v <= 1 ? 100 : 1))}%`);

function Counter({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Stack gap={0} align="flex-start">
      <Text fw={700} size="sm">
        {value ?? '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

interface Props {
  workflow: Workflow;
  draggable: boolean;
  onAction: (action: CampaignMenuAction) => void;
  dragHandlers: React.HTMLAttributes<HTMLDivElement>;
  dragging: boolean;
  /** From the list's one rates call (GET /workflows/rates); undefined while it loads. */
  figures: CampaignFigures | undefined;
  figuresPending: boolean;
}

/** One campaign in My Campaigns: status, counters and rates, actions. */
export function CampaignRow({
  workflow,
  draggable,
  onAction,
  dragHandlers,
  dragging,
  figures,
  figuresPending,
}: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const [params] = useSearchParams();
  const status = workflow.archived_at ? 'archived' : workflow.status;
  const counts = workflow.prospects_count;
  const path =
    workflow.sequences_type === 'smart'
      ? `/smart-sequences/edit/${workflow._id}`
      : `/campaign/edit/${workflow._id}`;
  const steps = (workflow.sequences_type === 'smart' ? workflow.sequences_nodes : workflow.sequence) ?? [];
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="campaign-row"
      draggable={draggable}
      style={{ opacity: dragging ? 0.5 : 1 }}
      {...dragHandlers}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          {draggable && (
            <IconGripVertical size={18} style={{ cursor: 'grab', flexShrink: 0, opacity: 0.5 }} aria-hidden />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={{ pathname: path, search: params.toString() }}
                fw={600}
                truncate
                title={workflow.name}
              >
                {workflow.name}
              </Anchor>
              <Badge
                variant="light"
                color={STATUS_COLOR[status] ?? 'gray'}
                size="sm"
                style={{ flexShrink: 0 }}
              >
                {t(`status.${status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('list.steps', { count: steps.length })}
              {workflow.searches ? ` · ${t('list.searches', { count: workflow.searches.length })}` : ''}
              {workflow.sequences_type === 'smart' ? ` · ${t('list.smart')}` : ''}
            </Text>
          </Stack>
        </Group>
        <CampaignActionsMenu workflow={workflow} onAction={onAction} />
      </Group>
      {figuresPending && !counts && workflow.status !== 'deleted' ? (
        <Skeleton h={34} mt="sm" />
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 6 }} mt="sm" spacing="xs">
          <Counter label={t('rates.prospects')} value={figures?.prospects ?? counts?.total} />
          <Counter label={t('rates.active')} value={counts?.active} />
          <Counter label={t('rates.invites')} value={figures?.invites_sent} />
          <Counter label={t('rates.replied')} value={figures?.replied} />
          <Counter label={t('rates.acceptance')} value={pct(figures?.acceptance_rate)} />
          <Counter label={t('rates.replyRate')} value={pct(figures?.reply_rate)} />
        </SimpleGrid>
      )}
      {figures?.forecast && forecastSentence(t, figures.forecast, { locale: i18n.language }) && (
        <Text size="xs" c="dimmed" mt={6} data-testid="campaign-row-forecast">
          {forecastSentence(t, figures.forecast, { locale: i18n.language })}
        </Text>
      )}
    </Paper>
  );
}
