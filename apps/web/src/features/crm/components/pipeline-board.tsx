import { ActionIcon, Button, Group, Menu, SegmentedControl, Select, Skeleton, Stack } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useAppSessionContext } from '../../spaces';
import { useBoard, useDeletePipeline, useOwners, usePipelines } from '../api/crm';
import { BoardColumns } from './board-columns';
import { DealDrawer, PipelineModal } from './lazy-dialogs';
import { boardViewOf } from '../api/board-queries';
import { DEAL_VIEWS } from '../types';

/**
 * The native CRM (platform default): a pipeline picked in the toolbar, its stages as columns of deals,
 * an owner filter. Pipeline, owner and the open deal live in the address, so a reload shows the same.
 */
export function PipelineBoard() {
  const { t } = useTranslation('crm');
  const { user } = useAppSessionContext();
  const [params, setParams] = useSearchParams();
  const pipelines = usePipelines();
  const owners = useOwners();
  const list = pipelines.data ?? [];
  const pipelineId = list.find((p) => p._id === params.get('pipeline'))?._id ?? list[0]?._id ?? null;
  const { owner, status } = boardViewOf(params);
  const board = useBoard(pipelineId, owner, status);
  const [pipelineModal, setPipelineModal] = useState<'create' | 'rename' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [newDealStage, setNewDealStage] = useState<string | null>(null);
  const removePipeline = useDeletePipeline();

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'deal' ? false : true },
    );

  if (pipelines.isPending) return <PageState kind="loading" />;
  if (pipelines.isError)
    return (
      <PageState
        kind="error"
        title={t('loadError')}
        action={<Button onClick={() => pipelines.refetch()}>{t('retry')}</Button>}
      />
    );
  const current = list.find((p) => p._id === pipelineId);
  const stages = board.data?.stages ?? [];
  const ownerOptions = [
    { value: 'me', label: t('ownerMe') },
    ...(owners.data ?? []).filter((o) => o._id !== user?._id).map((o) => ({ value: o._id, label: o.name })),
  ];

  return (
    <>
      {!current ? (
        <PageState
          kind="empty"
          title={t('noPipelines')}
          description={t('noPipelinesText')}
          action={
            <Button leftSection={<IconPlus size={16} />} onClick={() => setPipelineModal('create')}>
              {t('createPipeline')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Select
                aria-label={t('pipeline')}
                data-testid="pipeline-select"
                data={list.map((p) => ({ value: p._id, label: p.name }))}
                value={current._id}
                onChange={(value) => value && setParam('pipeline', value)}
                allowDeselect={false}
                style={{ flex: 1, maxWidth: 280 }}
              />
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="default" size="lg" aria-label={t('pipelineActions')}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setPipelineModal('create')}>
                    {t('createPipeline')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconPencil size={16} />}
                    onClick={() => setPipelineModal('rename')}
                  >
                    {t('renamePipeline')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setConfirmDelete(true)}
                  >
                    {t('deletePipeline')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
            <Group gap="xs" wrap="wrap" style={{ flex: '1 1 260px', justifyContent: 'flex-end' }}>
              <SegmentedControl
                aria-label={t('dealStatus')}
                data-testid="status-filter"
                value={status}
                onChange={(value) => setParam('status', value === 'open' ? null : value)}
                data={DEAL_VIEWS.map((v) => ({ value: v, label: t(`status.${v}`) }))}
              />
              <Select
                aria-label={t('ownerFilter')}
                data-testid="owner-filter"
                placeholder={t('allOwners')}
                data={ownerOptions}
                value={owner}
                clearable
                onChange={(value) => setParam('owner', value)}
                style={{ flex: 1, maxWidth: 220 }}
              />
              <Button
                leftSection={<IconPlus size={16} />}
                disabled={!stages.length}
                onClick={() => setNewDealStage(stages[0]?._id ?? null)}
                data-testid="new-deal"
              >
                {t('newDeal')}
              </Button>
            </Group>
          </Group>
          {board.isPending ? (
            <Group gap="md" wrap="nowrap" align="flex-start">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={320} w={280} radius="md" />
              ))}
            </Group>
          ) : board.isError ? (
            <PageState
              kind="error"
              title={t('loadError')}
              action={<Button onClick={() => board.refetch()}>{t('retry')}</Button>}
            />
          ) : (
            <BoardColumns
              board={board.data}
              owner={owner}
              status={status}
              onOpenDeal={(id) => setParam('deal', id)}
              onAddDeal={(stageId) => setNewDealStage(stageId)}
            />
          )}
        </Stack>
      )}
      <Suspense>
        {pipelineModal && (
          <PipelineModal
            mode={pipelineModal}
            pipeline={pipelineModal === 'rename' ? current : undefined}
            onClose={() => setPipelineModal(null)}
            onCreated={(id) => setParam('pipeline', id)}
          />
        )}
        <ConfirmDialog
          opened={confirmDelete}
          title={t('deletePipeline')}
          message={t('deletePipelineText', { name: current?.name ?? '' })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          danger
          loading={removePipeline.isPending}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            current &&
            removePipeline.mutate(current._id, {
              onSuccess: () => {
                setConfirmDelete(false);
                setParam('pipeline', null);
                notify.success(t('pipelineDeleted'));
              },
              onError: notify.error,
            })
          }
        />
        {(params.get('deal') || newDealStage) && (
          <DealDrawer
            dealId={params.get('deal')}
            newInStage={params.get('deal') ? null : newDealStage}
            stages={stages}
            owners={owners.data ?? []}
            onClose={() => {
              setNewDealStage(null);
              if (params.get('deal')) setParam('deal', null);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
