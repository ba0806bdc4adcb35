import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Avatar, Badge, Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '@leadloop/domain/format/badge';
import { shortTime } from '../lib/format';
import type { Conversation } from '../types';
import { ChannelIcon } from './channel-icon';
import classes from './inbox.module.css';

interface Props {
  items: Conversation[];
  activeProfileId: string | null;
  onOpen: (conversation: Conversation) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const ROW_HEIGHT = 76;

/** The conversation list, virtualised: only the visible rows are in the page, so long lists stay fast. */
export function ConversationList({
  items,
  activeProfileId,
  onOpen,
  hasMore,
  loadingMore,
  onLoadMore,
}: Props) {
  const { t, i18n } = useTranslation('inbox');
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length + (hasMore ? 1 : 0),
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const last = virtualItems.at(-1);

  useEffect(() => {
    if (last && last.index >= items.length - 1 && hasMore && !loadingMore) onLoadMore();
  }, [last, items.length, hasMore, loadingMore, onLoadMore]);

  /** Up/Down move between conversations (Tab leaves the list); the next row is scrolled into the page first. */
  const onRowKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowDown: 1, ArrowUp: -1, Home: -index, End: items.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(index + step, 0), items.length - 1);
    const focusRow = () =>
      parent.current?.querySelector<HTMLButtonElement>(`[data-index="${next}"] button`)?.focus();
    virtualizer.scrollToIndex(next);
    requestAnimationFrame(focusRow);
  };

  return (
    <div ref={parent} className={classes.listScroll} data-testid="conversation-list">
      <div
        role="list"
        aria-label={t('listLabel')}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualItems.map((row) => {
          const c = items[row.index];
          return (
            <Box
              key={row.key}
              role="listitem"
              data-index={row.index}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: row.size,
                transform: `translateY(${row.start}px)`,
              }}
            >
              {!c ? (
                <Group justify="center" h="100%">
                  <Loader size="sm" />
                </Group>
              ) : (
                <UnstyledButton
                  className={classes.row}
                  data-active={c.profile._id === activeProfileId || undefined}
                  aria-current={c.profile._id === activeProfileId || undefined}
                  data-unread={c.is_unread || undefined}
                  onClick={() => onOpen(c)}
                  onKeyDown={(event) => onRowKeyDown(event, row.index)}
                  data-testid="conversation-row"
                  aria-label={t('openConversation', { name: c.profile.full_name })}
                >
                  <Group gap="sm" wrap="nowrap" h="100%" px="md">
                    <Avatar
                      src={c.profile.photo_link}
                      radius="xl"
                      size={42}
                      color="initials"
                      name={c.profile.full_name}
                    />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text size="sm" fw={c.is_unread ? 700 : 500} truncate>
                          {c.profile.full_name}
                        </Text>
                        <Text
                          size="xs"
                          c={c.is_unread ? undefined : 'dimmed'}
                          fw={c.is_unread ? 600 : 400}
                          style={{ flexShrink: 0 }}
                        >
                          {shortTime(c.last_message_at, i18n.language)}
                        </Text>
                      </Group>
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                          <Box
                            c="dimmed"
                            style={{ display: 'flex', flexShrink: 0 }}
                            title={t(`channels.${c.channel}`)}
                          >
                            <ChannelIcon channel={c.channel} />
                          </Box>
                          <Text
                            size="xs"
                            c={c.is_unread ? undefined : 'dimmed'}
                            fw={c.is_unread ? 600 : 400}
                            truncate
                          >
                            {c.last_direction === 'outbound' ? `${t('you')}: ` : ''}
                            {c.last_message}
                          </Text>
                        </Group>
                        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                          {c.is_starred && (
                            <IconStarFilled
                              size={12}
                              color="var(--mantine-color-yellow-5)"
                              aria-label={t('starred')}
                            />
                          )}
                          {c.is_unread && (
                            <Badge size="xs" circle={c.unread_count < 10} color="red" variant="filled">
                              {formatBadgeCount(c.unread_count)}
                            </Badge>
                          )}
                        </Group>
                      </Group>
                    </Stack>
                  </Group>
                </UnstyledButton>
              )}
            </Box>
          );
        })}
      </div>
    </div>
  );
}
