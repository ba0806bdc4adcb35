import { useEffect, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useSelectedCredential } from '../api/fetch-credentials';
import { ratedIds, useRatesOf } from '../api/fetch-rates';
import { useWorkflows, type WorkflowView } from '../api/fetch-workflows';
import { useOrderWorkflows, useWorkflowAction } from '../api/workflow-actions';
import { exportCampaignCsv } from '../lib/export-csv';
import type { Workflow } from '../types';
import type { CampaignMenuAction } from './campaign-actions-menu';
import { CampaignRow } from './campaign-row';
import { DeleteModal, PauseModal, ResumeModal } from './lazy-status-modals';

const VIEWS: WorkflowView[] = ['all', 'active', 'inactive', 'archived', 'deleted'];
/** 001 §9 search debounce 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

/** My Campaigns: filter by status and text, drag to order, and every campaign action. */
export function MyCampaigns() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const { filter } = useParams();
  const [params] = useSearchParams();
  const view: WorkflowView = VIEWS.includes(filter as WorkflowView) ? (filter as WorkflowView) : 'all';
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const selected = useSelectedCredential();
  const workflows = useWorkflows({ view, query, credentialId: selected.id });
  const rates = useRatesOf(ratedIds(workflows.data ?? []));
  const action = useWorkflowAction();
  const order = useOrderWorkflows();
  const [items, setItems] = useState<Workflow[]>([]);
  const [dragId, setDragId] = useState<string | null>(null);
  const [pausing, setPausing] = useState<Workflow | null>(null);
  const [resuming, setResuming] = useState<Workflow | null>(null);
  const [removing, setRemoving] = useState<Workflow | null>(null);

  useEffect(() => {
    if (workflows.data) setItems(workflows.data);
  }, [workflows.data]);

  const search = params.toString() ? `?${params.toString()}` : '';
  const canOrder = view === 'all' && !query;

  const done = (message: string) => ({ onSuccess: () => notify.success(message), onError: notify.error });

  const onAction = (w: Workflow, a: CampaignMenuAction) => {
    switch (a) {
      case 'edit':
        return navigate(
          `${w.sequences_type === 'smart' ? '/smart-sequences/edit' : '/campaign/edit'}/${w._id}${search}`,
        );
      case 'pause':
        return setPausing(w);
      case 'resume':
        return setResuming(w);
      case 'duplicate':
        return navigate(
          `/campaigns/duplicate?${new URLSearchParams({ ...Object.fromEntries(params), ids: w._id })}`,
        );
      case 'export':
        return void exportCampaignCsv(w._id, w.name).then(
          () => notify.success(t('actions.exportedFile')),
          notify.error,
        );
      case 'remove':
        return setRemoving(w);
      default:
        return action.mutate({ kind: a, id: w._id }, done(t(`actions.done.${a}`)));
    }
  };

  const dragHandlers = (w: Workflow): React.HTMLAttributes<HTMLDivElement> =>
    canOrder
      ? {
          onDragStart: () => setDragId(w._id),
          onDragOver: (e) => {
            e.preventDefault();
            if (!dragId || dragId === w._id) return;
            setItems((list) => {
              const from = list.findIndex((x) => x._id === dragId);
              const to = list.findIndex((x) => x._id === w._id);
              const next = [...list];
              next.splice(to, 0, next.splice(from, 1)[0]);
              return next;
            });
          },
          onDragEnd: () => {
            setDragId(null);
            const ids = items.map((x) => x._id);
            if (ids.join() !== workflows.data?.map((x) => x._id).join())
              order.mutate(ids, { onError: notify.error });
          },
        }
      : {};

  let body;
  if (workflows.isPending || selected.isPending) body = <PageState kind="loading" />;
  else if (workflows.isError)
    body = (
      <PageState
        kind="error"
        title={t('list.loadError')}
        description={translateError(workflows.error)}
        action={
          <Button variant="light" onClick={() => void workflows.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!items.length)
    body = (
      <PageState
        kind="empty"
        title={query ? t('list.noMatches') : t(`list.empty.${view}`)}
        description={query ? undefined : t('list.emptyHint')}
        action={
          !query && view === 'all' ? (
            <Button component={Link} to={`/campaign/add${search}`} leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <Stack gap="sm" data-testid="campaign-list">
        {items.map((w) => (
          <CampaignRow
            key={w._id}
            workflow={w}
            draggable={canOrder}
            dragging={dragId === w._id}
            dragHandlers={dragHandlers(w)}
            onAction={(a) => onAction(w, a)}
            figures={rates.data?.[w._id]}
            figuresPending={rates.isPending}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(v) => navigate(`/campaigns/my-campaigns${v === 'all' ? '' : `/${v}`}${search}`)}
          data={VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {body}
      <PauseModal
        key={pausing?._id ?? 'none-p'}
        workflow={pausing}
        loading={action.isPending}
        onClose={() => setPausing(null)}
        onConfirm={(withAi) =>
          action.mutate(
            { kind: 'pause', id: pausing!._id, pauseAiEmployee: withAi },
            { ...done(t('actions.done.pause')), onSettled: () => setPausing(null) },
          )
        }
      />
      <DeleteModal
        workflow={removing}
        loading={action.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          action.mutate(
            { kind: 'remove', id: removing!._id },
            { ...done(t('actions.removing')), onSettled: () => setRemoving(null) },
          )
        }
      />
      <ResumeModal
        key={resuming?._id ?? 'none-r'}
        workflow={resuming}
        loading={action.isPending}
        onClose={() => setResuming(null)}
        onConfirm={(fromStepId) =>
          action.mutate(
            { kind: 'resume', id: resuming!._id, fromStepId },
            { ...done(t('actions.done.resume')), onSettled: () => setResuming(null) },
          )
        }
      />
    </Stack>
  );
}
