import { useState, type ReactNode } from 'react';
import { ActionIcon, Avatar, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconInfoCircle,
  IconMailOpened,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useSelectedCredential } from '../../credentials';
import { MarkAsLeadButton } from '../../crm';
import { CreateTaskButton } from '../../tasks';
import { AiLabel } from '../../ai';
import { useMarkConversation, type MarkKind } from '../api/mark-conversation';
import { useThread } from '../api/open-conversation';
import { useProfileConversations } from '../api/fetch-profile-conversations';
import type { OpenedConversation } from '../types';
import { ChannelIcon } from './channel-icon';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useEarlierMessages } from '../hooks/use-earlier-messages';
import classes from './inbox.module.css';

interface Props {
  profileId: string;
  /** Left of the header (mobile: back). */
  leading?: ReactNode;
  onToggleInfo?: () => void;
  /** Rendered beside the thread when the page has room (desktop info pane). */
  aside?: (opened: OpenedConversation) => ReactNode;
}

/** One prospect's conversation: channel switch, marks, messages in order and the composer. */
export function ThreadPane({ profileId, leading, onToggleInfo, aside }: Props) {
  const { t } = useTranslation('inbox');
  const conversations = useProfileConversations(profileId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = conversations.data ?? [];
  const current = list.find((c) => c._id === chosen) ?? list[0] ?? null;
  const thread = useThread(current?._id ?? '');
  const older = useEarlierMessages(thread.data);
  const mark = useMarkConversation();
  const { list: accounts } = useSelectedCredential();

  if (conversations.isPending || (current && thread.isPending))
    return (
      <div className={classes.threadPane}>
        <PageState kind="loading" mih="100%" />
      </div>
    );
  if (conversations.isError || thread.isError)
    return (
      <div className={classes.threadPane}>
        <PageState
          kind="error"
          title={t('threadError')}
          action={
            <Button onClick={() => (conversations.isError ? conversations.refetch() : thread.refetch())}>
              {t('retry')}
            </Button>
          }
        />
      </div>
    );
  if (!current || !thread.data)
    return (
      <div className={classes.threadPane}>
        <PageState kind="empty" title={t('noConversation')} description={t('noConversationText')} />
      </div>
    );

  const opened = thread.data;
  const c = opened.conversation;
  const account = accounts.find((a) => a._id === c.credentials_id);
  const toggle = (kind: MarkKind, value: boolean, done: string) =>
    mark.mutate(
      { id: c._id, mark: kind, value },
      { onSuccess: () => notify.success(done), onError: notify.error },
    );

  return (
    <>
      <div className={classes.threadPane} data-testid="thread-pane">
        <Group className={classes.paneHeader} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {leading}
            <Avatar
              src={opened.profile.photo_link}
              radius="xl"
              size={38}
              color="initials"
              name={opened.profile.full_name}
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={700} truncate data-testid="thread-name">
                  {opened.profile.full_name}
                </Text>
                <AiLabel conversationId={c._id} />
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {[opened.profile.position, opened.profile.company].filter(Boolean).join(' · ')}
                {account ? ` — ${t('viaAccount', { account: account.full_name || account.username })}` : ''}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <MarkAsLeadButton prospect={opened.profile._id} />
            <CreateTaskButton
              compact
              defaults={{
                prospect: opened.profile._id,
                prospectName: opened.profile.full_name,
                account: c.credentials_id,
              }}
            />
            <Tooltip label={c.is_starred ? t('unstar') : t('star')}>
              <ActionIcon
                variant="subtle"
                color={c.is_starred ? 'yellow' : 'gray'}
                aria-label={c.is_starred ? t('unstar') : t('star')}
                onClick={() =>
                  toggle('starred', !c.is_starred, c.is_starred ? t('unstarred') : t('starredDone'))
                }
              >
                {c.is_starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('markUnread')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('markUnread')}
                onClick={() => toggle('unread', true, t('markedUnread'))}
              >
                <IconMailOpened size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={c.is_archived ? t('unarchive') : t('archive')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={c.is_archived ? t('unarchive') : t('archive')}
                onClick={() =>
                  toggle('archived', !c.is_archived, c.is_archived ? t('unarchived') : t('archived'))
                }
              >
                {c.is_archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
              </ActionIcon>
            </Tooltip>
            {onToggleInfo && (
              <Tooltip label={t('info.toggle')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('info.toggle')}
                  onClick={onToggleInfo}
                >
                  <IconInfoCircle size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {list.length > 1 && (
          <Group px="md" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <SegmentedControl
              size="xs"
              value={c._id}
              onChange={setChosen}
              data={list.map((item) => ({
                value: item._id,
                label: (
                  <Group gap={4} wrap="nowrap">
                    <ChannelIcon channel={item.channel} size={12} />
                    <span>{t(`channels.${item.channel}`)}</span>
                  </Group>
                ),
              }))}
            />
          </Group>
        )}
        {opened.messages.length ? (
          <MessageList
            messages={[...older.earlier, ...opened.messages]}
            hasMore={older.hasMore}
            loadingMore={older.loading}
            onLoadMore={older.loadMore}
          />
        ) : (
          <div className={classes.messages}>
            <PageState kind="empty" title={t('noMessages')} />
          </div>
        )}
        <Composer
          key={`${opened.profile._id}-${c._id}`}
          conversation={c}
          profile={opened.profile}
          onSent={(conversationId) => conversationId && setChosen(conversationId)}
        />
      </div>
      {aside?.(opened)}
    </>
  );
}
