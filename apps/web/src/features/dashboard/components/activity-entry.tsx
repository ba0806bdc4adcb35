import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBolt,
  IconChecklist,
  IconMessageReply,
  IconTag,
  IconTags,
  IconUserCheck,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../lib/format';
import type { ActivityEntry, ActivityKind } from '../types';

const KIND_ICON: Record<ActivityKind, { icon: TablerIcon; color: string }> = {
  action: { icon: IconBolt, color: 'blue' },
  reply: { icon: IconMessageReply, color: 'green' },
  acceptance: { icon: IconUserCheck, color: 'teal' },
  label: { icon: IconTag, color: 'grape' },
  prospect_label: { icon: IconTags, color: 'indigo' },
  task: { icon: IconChecklist, color: 'orange' },
};

/** One thing that happened: what, to whom (a link to the prospect), in which campaign, by which account, when. */
export function ActivityEntryRow({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation('campaigns');
  const { icon: Icon, color } = KIND_ICON[entry.kind];
  const name = entry.prospect_name || t('activity.someone');
  const what = describe(entry, t, tc);
  // A label's or a task's name is part of the sentence; a reply's words are quoted below it.
  const quote = entry.kind === 'reply' ? entry.text : null;
  const cred = entry.credentials_id ? `?selectedCred=${entry.credentials_id}` : '';
  const person = entry.prospect_id
    ? entry.kind === 'reply'
      ? `/inbox/${entry.prospect_id}${cred}`
      : `/profiles/my-prospects/${entry.prospect_id}${cred}`
    : null;
  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="nowrap"
      py={8}
      data-testid="activity-entry"
      data-kind={entry.kind}
    >
      <ThemeIcon variant="light" color={color} radius="xl" mt={2}>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" miw={0}>
            {entry.kind === 'task' && !entry.prospect_id ? (
              t('activity.entry.taskNoProspect', { task: entry.text ?? '' })
            ) : person ? (
              <Anchor component={Link} to={person} fw={600} size="sm">
                {name}
              </Anchor>
            ) : (
              <Text span fw={600} size="sm">
                {name}
              </Text>
            )}
            {entry.kind === 'task' && !entry.prospect_id ? null : <> {what}</>}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.at}>{formatWhen(entry.at, i18n.language)}</time>
          </Text>
        </Group>
        {quote && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            “{quote}”
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {entry.workflow_id && entry.workflow_name && (
            <Anchor component={Link} to={`/campaign/edit/${entry.workflow_id}${cred}`} size="xs">
              {entry.workflow_name}
            </Anchor>
          )}
          {entry.account_name && (
            <Text size="xs" c="dimmed">
              {entry.workflow_name ? '· ' : ''}
              {entry.account_name}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** What happened to the person, as the sentence after their name. */
function describe(entry: ActivityEntry, t: T, tc: T): string {
  switch (entry.kind) {
    case 'action':
      return t('activity.entry.action', { step: tc(`step.${entry.type}`, { defaultValue: entry.type }) });
    case 'label':
      return t(`activity.entry.${entry.type === 'mark_as_lead' ? 'lead' : 'interested'}`);
    case 'prospect_label':
      return t(`activity.entry.${entry.type === 'removed' ? 'labelRemoved' : 'labelAdded'}`, {
        label: entry.text ?? '',
      });
    case 'task':
      return t(`activity.entry.${entry.type === 'completed' ? 'taskCompleted' : 'taskCreated'}`, {
        task: entry.text ?? '',
      });
    default:
      return t(`activity.entry.${entry.kind}`, { channel: entry.type });
  }
}
