import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TASK_MESSAGE_MAX } from '@leadloop/domain/tasks/rules';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useAddComment, useTaskComments } from '../api/tasks';
import type { TaskItem } from '../types';
import { formatDue, PRIORITY_COLORS, priorityName } from '../lib';

/** A task's details and its comments (oldest first), with a box to add one. */
export function TaskDrawer({ task, onClose }: { task: TaskItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('tasks');
  return (
    <Drawer
      opened={Boolean(task)}
      onClose={onClose}
      position="right"
      size="md"
      title={task?.name}
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {task && (
        <Stack gap="md" data-testid="task-drawer">
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`type.${task.type}`)}
            </Badge>
            <Badge variant="light" color={PRIORITY_COLORS[priorityName(task.priority)]}>
              {t(`priority.${priorityName(task.priority)}`)}
            </Badge>
            <Badge variant="outline" color={task.status === 'open' ? 'blue' : 'teal'}>
              {t(`status.${task.status}`)}
            </Badge>
          </Group>
          <Stack gap={4}>
            <Fact label={t('dueDate')}>
              {task.due_date ? formatDue(task.due_date, i18n.language) : t('noDue')}
            </Fact>
            <Fact label={t('assignee')}>{task.assignee_name ?? t('unassigned')}</Fact>
            {task.prospect && (
              <Fact label={t('prospect')}>
                <Anchor component={Link} to={`/profiles/my-prospects/${task.prospect}`} size="sm">
                  {task.prospect_name ?? '—'}
                </Anchor>
              </Fact>
            )}
            {task.campaign_name && <Fact label={t('campaign')}>{task.campaign_name}</Fact>}
            {task.account_name && <Fact label={t('account')}>{task.account_name}</Fact>}
          </Stack>
          {task.info && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {task.info}
            </Text>
          )}
          <Divider label={t('comments')} labelPosition="left" />
          <Comments taskId={task._id} />
        </Stack>
      )}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Comments({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation('tasks');
  const comments = useTaskComments(taskId);
  const add = useAddComment(taskId);
  const [text, setText] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync(text);
      setText('');
      void comments.refetch();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Stack gap="sm">
      {comments.isPending ? (
        <Loader size="sm" />
      ) : comments.isError ? (
        <Text size="sm" c="red" role="alert">
          {translateError(comments.error)}
        </Text>
      ) : comments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noComments')}
        </Text>
      ) : (
        comments.data.map((c) => (
          <Group key={c._id} gap="sm" align="flex-start" wrap="nowrap" data-testid="task-comment">
            <Avatar size="sm" radius="xl" name={c.author_name ?? '?'} color="initials" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {c.author_name ?? '—'} · {formatDue(c.created, i18n.language)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.text}
              </Text>
            </Stack>
          </Group>
        ))
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            aria-label={t('commentPlaceholder')}
            placeholder={t('commentPlaceholder')}
            autosize
            minRows={2}
            maxLength={TASK_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="task-comment-input"
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending} disabled={!text.trim()}>
              {t('addComment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
