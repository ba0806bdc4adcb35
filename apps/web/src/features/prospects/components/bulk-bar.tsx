import { useState } from 'react';
import { Anchor, Button, Group, Menu, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import {
  IconBan,
  IconDownload,
  IconArrowRight,
  IconSparkles,
  IconTag,
  IconTagOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useLabels } from '../../labels';
import { useBulkAction, type BulkActionKind } from '../api/bulk-action';
import { useStartBulkEnrich } from '../api/enrichment';
import { useCampaignOptions } from '../api/fetch-campaign-options';
import { exportProspectsCsv } from '../api/export-csv';
import type { ProspectFilters } from '../lib/filters';

interface Props {
  credentialId: string | null;
  filters: ProspectFilters;
  selectedIds: string[];
  /** Every prospect matching the filters is chosen (not only the ticked rows). */
  allMatching: boolean;
  total: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

/** Bulk actions over the ticked rows or every matching prospect: labels, exclude, move, export. */
export function BulkBar({
  credentialId,
  filters,
  selectedIds,
  allMatching,
  total,
  onSelectAllMatching,
  onClear,
}: Props) {
  const { t } = useTranslation('prospects');
  const enrich = useStartBulkEnrich();
  const labels = useLabels();
  const campaigns = useCampaignOptions(credentialId);
  const bulk = useBulkAction();
  const [moveOpen, setMoveOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const count = allMatching ? total : selectedIds.length;

  const run = (action: BulkActionKind, extra: { labelId?: string; workflowId?: string } = {}) =>
    bulk.mutate(
      { action, credentialId, ...(allMatching ? { filters } : { ids: selectedIds }), ...extra },
      {
        onSuccess: (result) => {
          notify.success(t('bulk.done', { count: result.affected }));
          onClear();
        },
        onError: notify.error,
      },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportProspectsCsv(credentialId, filters);
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  const labelMenu = (action: 'add_label' | 'remove_label', icon: React.ReactNode, text: string) => (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={icon}
          loading={bulk.isPending && bulk.variables?.action === action}
        >
          {text}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
        {(labels.data ?? []).length === 0 && <Menu.Label>{t('bulk.noLabels')}</Menu.Label>}
        {(labels.data ?? []).map((l) => (
          <Menu.Item
            key={l._id}
            onClick={() => run(action, { labelId: l._id })}
            leftSection={
              <span
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 3,
                  background: l.color,
                  display: 'inline-block',
                }}
              />
            }
          >
            {l.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg="var(--mantine-primary-color-light)"
      data-testid="bulk-bar"
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('bulk.selected', { count })}
          </Text>
          {!allMatching && total > selectedIds.length && (
            <Anchor size="sm" component="button" onClick={onSelectAllMatching}>
              {t('bulk.selectAll', { count: total })}
            </Anchor>
          )}
          <Anchor size="sm" component="button" c="dimmed" onClick={onClear}>
            {t('bulk.clear')}
          </Anchor>
        </Group>
        <Group gap="xs">
          {labelMenu('add_label', <IconTag size={14} />, t('bulk.addLabel'))}
          {labelMenu('remove_label', <IconTagOff size={14} />, t('bulk.removeLabel'))}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBan size={14} />}
            onClick={() => window.confirm(t('bulk.excludeConfirm', { count })) && run('exclude')}
          >
            {t('bulk.exclude')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowRight size={14} />}
            onClick={() => setMoveOpen(true)}
          >
            {t('bulk.move')}
          </Button>
          {!allMatching && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSparkles size={14} />}
              loading={enrich.isPending}
              onClick={() =>
                enrich.mutate(
                  { ids: selectedIds },
                  { onSuccess: () => notify.info(t('enrichment.runs.queued')), onError: notify.error },
                )
              }
            >
              {t('enrichment.enrich')}
            </Button>
          )}
          {allMatching && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={exporting}
              onClick={exportCsv}
            >
              {t('export')}
            </Button>
          )}
        </Group>
      </Group>
      <Modal
        opened={moveOpen}
        onClose={() => setMoveOpen(false)}
        title={t('bulk.moveTitle')}
        centered
        size={440}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('bulk.moveText', { count })}
          </Text>
          <Select
            label={t('filters.campaign')}
            data={campaigns.data ?? []}
            value={target}
            onChange={setTarget}
            searchable
            nothingFoundMessage={t('bulk.noCampaigns')}
            placeholder={campaigns.isError || !campaigns.data?.length ? t('bulk.noCampaigns') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMoveOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              disabled={!target}
              loading={bulk.isPending}
              onClick={() => {
                if (target) run('move_to_campaign', { workflowId: target });
                setMoveOpen(false);
              }}
            >
              {t('bulk.moveConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
