import { Button, Chip, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, PRIORITY_NAMES } from '@leadloop/domain/tasks/enums';
import { PageState } from '../../../components/page-state';
import { Pagination } from '../../../components/pagination';
import { notify } from '../../../lib/notify';
import { useAppSessionContext } from '../../spaces';
import { useTasks, useUpdateTask } from '../api/tasks';
import { CreateTaskButton } from '../components/create-task-button';
import { TaskDrawer } from '../components/task-drawer';
import { TaskRow } from '../components/task-row';
import type { TaskItem, TaskView } from '../types';

const VIEWS: TaskView[] = ['open', 'mine', 'overdue', 'due_today', 'completed', 'all'];
const VIEW_LABEL: Record<TaskView, string> = {
  open: 'filters.open',
  mine: 'filters.mine',
  overdue: 'filters.overdue',
  due_today: 'filters.dueToday',
  completed: 'filters.completed',
  all: 'filters.all',
};

/** 000 §2 /dashboard/my-tasks (feature dash_tasks): the tasks to do, filtered, done with one click. */
export function MyTasksPage() {
  const { t } = useTranslation('tasks');
  const { workspace } = useAppSessionContext();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as TaskView)
    : 'mine';
  const priorityParam = params.get('priority');
  const priority = priorityParam ? Number(priorityParam) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tasks = useTasks({ view, priority, page });
  const update = useUpdateTask();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const opened = tasks.data?.items.find((task) => task._id === openedId) ?? null;
  const members = workspace?.users ?? [];

  const setFilter = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const toggle = async (task: TaskItem) => {
    const status = task.status === 'completed' ? 'open' : 'completed';
    try {
      await update.mutateAsync({ _id: task._id, status });
      notify.success(status === 'completed' ? t('completedToast') : t('reopenedToast'));
    } catch (error) {
      notify.error(error);
    }
  };
  const reassign = async (task: TaskItem, assignee: string) => {
    try {
      await update.mutateAsync({ _id: task._id, assignee });
      notify.success(t('reassignedToast'));
    } catch (error) {
      notify.error(error);
    }
  };

  const totalPages = tasks.data ? Math.max(1, Math.ceil(tasks.data.total / tasks.data.page_size)) : 1;

  return (
    <Stack gap="md" maw={960} w="100%" mx="auto">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {/* a tab of the dashboard, whose layout holds the page's h1 */}
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <CreateTaskButton variant="filled" />
      </Group>
      <Group justify="space-between" gap="sm" align="flex-end">
        <Chip.Group multiple={false} value={view} onChange={(v) => setFilter({ view: v as string })}>
          <Group gap={6} role="group" aria-label={t('filters.label')}>
            {VIEWS.map((v) => (
              <Chip key={v} value={v} size="sm" variant="light" data-testid={`task-view-${v}`}>
                {t(VIEW_LABEL[v])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Select
          aria-label={t('filters.priority')}
          placeholder={t('filters.anyPriority')}
          clearable
          w={180}
          data={PRIORITY_NAMES.map((name) => ({
            value: String(PRIORITIES[name]),
            label: t(`priority.${name}`),
          }))}
          value={priority === null ? null : String(priority)}
          onChange={(v) => setFilter({ priority: v })}
        />
      </Group>
      {tasks.isPending ? (
        <Stack gap="sm" role="status" aria-live="polite">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={76} radius="md" />
          ))}
        </Stack>
      ) : tasks.isError ? (
        <PageState
          kind="error"
          title={t('error')}
          action={
            <Button variant="light" onClick={() => tasks.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : tasks.data.items.length === 0 ? (
        <PageState
          kind="empty"
          icon={<IconChecklist size={28} />}
          title={t('empty')}
          description={t('emptyHint')}
          action={<CreateTaskButton />}
        />
      ) : (
        <Stack gap="sm" data-testid="task-list">
          <Text size="sm" c="dimmed">
            {t('total', { count: tasks.data.total })}
          </Text>
          {tasks.data.items.map((task) => (
            <TaskRow
              key={task._id}
              task={task}
              members={members}
              busy={update.isPending && update.variables?._id === task._id}
              onToggle={toggle}
              onReassign={reassign}
              onOpen={(item) => setOpenedId(item._id)}
            />
          ))}
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination total={totalPages} value={page} onChange={(p) => setFilter({ page: String(p) })} />
            </Group>
          )}
        </Stack>
      )}
      <TaskDrawer task={opened} onClose={() => setOpenedId(null)} />
    </Stack>
  );
}
