import {
  closestCorners,
  DndContext,
  pointerWithin,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentSpace } from '../../../lib/current-space';
import { notify } from '../../../lib/notify';
import { crmKeys, fetchStagePage, useMoveDeal, useUpdateStage } from '../api/crm';
import { useCrmRealtime } from '../api/use-crm-realtime';
import { formatTotal, moveBetween } from '../lib';
import type { Board, BoardColumn, DealCard, DealView } from '../types';
import classes from './crm.module.css';
import { DealCardView, SortableDealCard } from './deal-card';
import { DeleteStageModal, loadDialogs, StageModal } from './lazy-dialogs';

type Columns = Record<string, DealCard[]>;

/** Cards drawn per column in the board's first paint; the rest follow right after it. */
const FIRST_PAINT_CARDS = 12;

/**
 * False for the first paint, true just after it: six columns of fifty cards (each sortable, with a
 * tooltip) would hold the first paint for hundreds of milliseconds, though only the first few are seen.
 */
function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before that frame paints; a task queued from it runs after the paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => setAfter(true));
        void loadDialogs().catch(() => undefined); // retried when one is opened
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
const toColumns = (board: Board): Columns => Object.fromEntries(board.stages.map((s) => [s._id, s.deals]));

/**
 * The stages as columns, deals as cards dragged with the mouse, touch or keyboard (space to lift, arrows
 * to move, space to drop). A drop is shown at once and sent as PATCH {new_position, crm_stage}: the index
 * in the column as shown, with the same owner filter.
 */
export function BoardColumns({
  board,
  owner,
  status,
  onOpenDeal,
  onAddDeal,
}: {
  board: Board;
  owner: string | null;
  /** Won and lost deals are shown, not dragged. */
  status: DealView;
  onOpenDeal: (id: string) => void;
  onAddDeal: (stageId: string) => void;
}) {
  const afterFirstPaint = useAfterFirstPaint();
  const { t, i18n } = useTranslation('crm');
  const queryClient = useQueryClient();
  const move = useMoveDeal();
  const [preview, setPreview] = useState<Columns | null>(null);
  const [origin, setOrigin] = useState<{ stage: string; index: number } | null>(null);
  const [active, setActive] = useState<DealCard | null>(null);
  const [stageModal, setStageModal] = useState<{ stage?: BoardColumn; order: number } | null>(null);
  const [deleting, setDeleting] = useState<BoardColumn | null>(null);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const updateStage = useUpdateStage();
  const dragging = useRef(false);
  useCrmRealtime(useCallback(() => dragging.current, []));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columns = preview ?? toColumns(board);
  // The card under the pointer, else the column under it (an empty one too), else the closest: a drop
  // does not flicker between two columns while the preview moves the card.
  const collision: CollisionDetection = (args) => {
    const within = pointerWithin(args);
    const cards = within.filter((c) => !board.stages.some((s) => s._id === c.id));
    if (cards.length) return cards;
    return within.length ? within : closestCorners(args);
  };
  const key = crmKeys.board(getCurrentSpace(), board.pipeline._id, owner, status);

  const stageOf = (cols: Columns, id: string): string | undefined =>
    id in cols ? id : Object.keys(cols).find((s) => cols[s]!.some((d) => d._id === id));

  const onDragStart = ({ active: a }: DragStartEvent) => {
    const cols = toColumns(board);
    const stage = stageOf(cols, String(a.id));
    if (!stage) return;
    const index = cols[stage]!.findIndex((d) => d._id === a.id);
    dragging.current = true;
    setOrigin({ stage, index });
    setActive(cols[stage]![index] ?? null);
    setPreview(cols);
  };

  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (!over || !preview) return;
    const from = stageOf(preview, String(a.id));
    const to = stageOf(preview, String(over.id));
    if (!from || !to || from === to) return;
    const overIndex = preview[to]!.findIndex((d) => d._id === over.id);
    setPreview(moveBetween(preview, String(a.id), to, overIndex < 0 ? preview[to]!.length : overIndex));
  };

  const finish = () => {
    dragging.current = false;
    setPreview(null);
    setActive(null);
    setOrigin(null);
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    const id = String(a.id);
    if (!over || !preview || !origin) return finish();
    const to = stageOf(preview, String(over.id));
    if (!to) return finish();
    const overIndex = preview[to]!.findIndex((d) => d._id === over.id);
    const index = overIndex < 0 ? preview[to]!.filter((d) => d._id !== id).length : overIndex;
    const final = moveBetween(preview, id, to, index);
    const newIndex = final[to]!.findIndex((d) => d._id === id);
    finish();
    if (to === origin.stage && newIndex === origin.index) return;
    const deal = active!;
    const weighted = (d: DealCard) => (d.amount * d.probability) / 100;
    // Show the drop at once; the answer (or a failure) reads the board again.
    queryClient.setQueryData<Board>(key, (old) =>
      old
        ? {
            ...old,
            stages: old.stages.map((s) => {
              const delta =
                s._id === to && s._id !== origin.stage ? 1 : s._id === origin.stage && s._id !== to ? -1 : 0;
              return {
                ...s,
                deals: (final[s._id] ?? s.deals).map((d) =>
                  d._id === id ? { ...d, crm_stage: { _id: to } } : d,
                ),
                deals_count: s.deals_count + delta,
                total_amount: s.total_amount + delta * deal.amount,
                weighted_amount: s.weighted_amount + delta * weighted(deal),
              };
            }),
          }
        : old,
    );
    void queryClient.cancelQueries({ queryKey: key });
    move.mutate(
      { _id: id, new_position: newIndex, crm_stage: to, owner },
      {
        onSuccess: () => {
          const stage = board.stages.find((s) => s._id === to);
          if (to !== origin.stage && stage)
            notify.success(t('dealMoved', { name: deal.name, stage: stage.name }));
        },
        onError: notify.error,
      },
    );
  };

  const reorder = (stage: BoardColumn, by: number) =>
    updateStage.mutate(
      {
        _id: stage._id,
        name: stage.name,
        pipeline_id: stage.pipeline_id,
        probability: stage.probability,
        order: stage.data.order + by,
      },
      { onError: notify.error },
    );

  const loadMore = async (stage: BoardColumn) => {
    setLoadingMore(stage._id);
    try {
      const page = await fetchStagePage(stage._id, stage.deals.length, owner, status);
      queryClient.setQueryData<Board>(key, (old) =>
        old
          ? {
              ...old,
              stages: old.stages.map((s) =>
                s._id === stage._id
                  ? { ...s, deals: [...s.deals, ...page.deals], has_more: page.has_more }
                  : s,
              ),
            }
          : old,
      );
    } catch (error) {
      notify.error(error);
    } finally {
      setLoadingMore(null);
    }
  };

  const shown = (stageId: string) => {
    const deals = columns[stageId] ?? [];
    return afterFirstPaint ? deals : deals.slice(0, FIRST_PAINT_CARDS);
  };

  return (
    <>
      <div className={classes.board} data-testid="crm-board">
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={finish}
          accessibility={{
            screenReaderInstructions: { draggable: t('dragInstructions') },
          }}
        >
          {board.stages.map((stage, i) => (
            <StageColumn key={stage._id} stage={stage} deals={columns[stage._id] ?? []}>
              <Group justify="space-between" wrap="nowrap" gap={4} mb={6}>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={700} size="sm" truncate data-testid="stage-name">
                    {stage.name}
                  </Text>
                  <Badge size="sm" variant="light" color="gray" data-testid="stage-count">
                    {stage.deals_count}
                  </Badge>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={t('addDealHere')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('addDealHere')}
                      onClick={() => onAddDeal(stage._id)}
                    >
                      <IconPlus size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t('stageActions', { name: stage.name })}
                      >
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={16} />}
                        onClick={() => setStageModal({ stage, order: stage.data.order })}
                      >
                        {t('editStage')}
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconArrowLeft size={16} />}
                        disabled={i === 0}
                        onClick={() => reorder(stage, -1)}
                      >
                        {t('moveStageLeft')}
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconArrowRight size={16} />}
                        disabled={i === board.stages.length - 1}
                        onClick={() => reorder(stage, 1)}
                      >
                        {t('moveStageRight')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        disabled={board.stages.length < 2}
                        onClick={() => setDeleting(stage)}
                      >
                        {t('deleteStage')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                {t('columnTotals', {
                  total: formatTotal(stage.total_amount, i18n.language),
                  weighted: formatTotal(stage.weighted_amount, i18n.language),
                  probability: stage.probability,
                })}
              </Text>
              <SortableContext
                items={shown(stage._id).map((d) => d._id)}
                strategy={verticalListSortingStrategy}
              >
                <Stack gap={8} className={classes.cards}>
                  {shown(stage._id).map((deal) => (
                    <SortableDealCard
                      key={deal._id}
                      deal={deal}
                      disabled={status !== 'open'}
                      onOpen={() => onOpenDeal(deal._id)}
                    />
                  ))}
                  {!(columns[stage._id] ?? []).length && (
                    <Text size="sm" c="dimmed" ta="center" py="lg" className={classes.emptyColumn}>
                      {t(status === 'won' ? 'emptyWon' : status === 'lost' ? 'emptyLost' : 'emptyStage')}
                    </Text>
                  )}
                </Stack>
              </SortableContext>
              {stage.has_more && !preview && (
                <Button
                  variant="subtle"
                  size="xs"
                  mt="xs"
                  fullWidth
                  loading={loadingMore === stage._id}
                  onClick={() => loadMore(stage)}
                >
                  {t('showMore', { count: stage.deals_count - stage.deals.length })}
                </Button>
              )}
            </StageColumn>
          ))}
          <DragOverlay>{active ? <DealCardView deal={active} dragging /> : null}</DragOverlay>
        </DndContext>
        <Button
          variant="default"
          className={classes.addStage}
          leftSection={<IconPlus size={16} />}
          onClick={() => setStageModal({ order: board.stages.length })}
          data-testid="add-stage"
        >
          {t('addStage')}
        </Button>
      </div>
      <Suspense>
        {stageModal && (
          <StageModal
            pipelineId={board.pipeline._id}
            stage={stageModal.stage}
            order={stageModal.order}
            onClose={() => setStageModal(null)}
          />
        )}
        {deleting && (
          <DeleteStageModal stage={deleting} stages={board.stages} onClose={() => setDeleting(null)} />
        )}
      </Suspense>
    </>
  );
}

function StageColumn({
  stage,
  deals,
  children,
}: {
  stage: BoardColumn;
  deals: DealCard[];
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage._id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      className={classes.column}
      data-over={isOver || undefined}
      data-testid="stage-column"
      data-stage={stage.name}
      data-count={deals.length}
    >
      {children}
    </Paper>
  );
}
