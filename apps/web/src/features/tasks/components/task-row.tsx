import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarDue, IconMessageCircle, IconRoute, IconUserShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WorkspaceUser } from '@leadloop/domain/spaces/entities';
import type { TaskItem } from '../types';
import { formatDue, isOverdue, memberName, PRIORITY_COLORS, priorityName } from '../lib';

interface Props {
  task: TaskItem;
  members: WorkspaceUser[];
  busy: boolean;
  onToggle: (task: TaskItem) => void;
  onReassign: (task: TaskItem, userId: string) => void;
  onOpen: (task: TaskItem) => void;
}

/** One task: done with one click, what and for whom, due and priority, reassign, comments. */
export function TaskRow({ task, members, busy, onToggle, onReassign, onOpen }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const done = task.status !== 'open';
  const overdue = isOverdue(task);
  const priority = priorityName(task.priority);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="task-row" data-task-id={task._id}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={2}
          size="md"
          radius="xl"
          color="teal"
          checked={task.status === 'completed'}
          disabled={busy || task.status === 'canceled'}
          onChange={() => onToggle(task)}
          aria-label={done ? t('reopen') : t('complete')}
          data-testid="task-complete"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            onClick={() => onOpen(task)}
            c={done ? 'dimmed' : undefined}
            td={done ? 'line-through' : undefined}
            fw={600}
            ta="left"
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.name}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" size="sm">
              {t(`type.${task.type}`)}
            </Badge>
            {priority !== 'no_priority' && (
              <Badge variant="light" color={PRIORITY_COLORS[priority]} size="sm">
                {t(`priority.${priority}`)}
              </Badge>
            )}
            {task.status === 'open' && (
              <Badge
                variant={overdue ? 'filled' : 'light'}
                color={overdue ? 'red' : 'gray'}
                size="sm"
                leftSection={<IconCalendarDue size={12} />}
              >
                {task.due_date
                  ? overdue
                    ? `${t('overdue')} · ${formatDue(task.due_date, i18n.language)}`
                    : t('due', { date: formatDue(task.due_date, i18n.language) })
                  : t('noDue')}
              </Badge>
            )}
            {task.completed_at && task.status === 'completed' && (
              <Text size="xs" c="dimmed">
                {t('doneOn', { date: formatDue(task.completed_at, i18n.language) })}
              </Text>
            )}
            {task.from_step && (
              <Badge variant="outline" color="grape" size="sm" leftSection={<IconRoute size={12} />}>
                {task.campaign_name ?? t('fromStep')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {task.prospect && task.prospect_name && (
              <>
                <Anchor
                  component={Link}
                  to={`/profiles/my-prospects/${task.prospect}`}
                  size="xs"
                  underline="always"
                >
                  {task.prospect_name}
                </Anchor>
                {' · '}
              </>
            )}
            {task.assignee_name ?? t('unassigned')}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label={t('reassign')}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('reassign')} disabled={busy}>
                  <IconUserShare size={18} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('reassign')}</Menu.Label>
              {members.map((m) => (
                <Menu.Item
                  key={m._id}
                  disabled={m._id === task.assignee}
                  onClick={() => onReassign(task, m._id)}
                >
                  {memberName(m)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Tooltip label={t('comments')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${t('comments')} (${task.comments_count})`}
              onClick={() => onOpen(task)}
              pos="relative"
            >
              <IconMessageCircle size={18} />
              {task.comments_count > 0 && (
                <Text component="span" size="10px" fw={700} pos="absolute" top={0} right={0} aria-hidden>
                  {task.comments_count}
                </Text>
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
