import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../types';
import { splitQuoted } from '../lib/quoted';
import { ChannelIcon } from './channel-icon';
import { MessageAttachments } from './message-attachments';
import classes from './inbox.module.css';

const dayOf = (iso: string) => new Date(iso).toDateString();

/** Messages in order, oldest first: channel, time, delivery state and the campaign step that sent it. */
export function MessageList({
  messages,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: {
  messages: InboxMessage[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  const { t, i18n } = useTranslation('inbox');
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?._id;
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, which must not become the cleanup.
    // Only a new last message scrolls down; older pages loaded above keep the reader where they are.
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <div className={classes.messages} data-testid="message-list">
      <Stack gap="sm">
        {hasMore && onLoadMore && (
          <Button
            variant="subtle"
            size="xs"
            mx="auto"
            loading={loadingMore}
            onClick={onLoadMore}
            data-testid="load-earlier"
          >
            {t('loadEarlier')}
          </Button>
        )}
        {messages.map((m, i) => {
          const newDay = i === 0 || dayOf(messages[i - 1].sent_at) !== dayOf(m.sent_at);
          const outbound = m.direction === 'outbound';
          return (
            <Stack key={m._id} gap={4} align={outbound ? 'flex-end' : 'flex-start'}>
              {newDay && (
                <Text size="xs" c="dimmed" ta="center" w="100%" my={4}>
                  {new Date(m.sent_at).toLocaleDateString(i18n.language, { dateStyle: 'full' })}
                </Text>
              )}
              <div
                className={outbound ? classes.outbound : classes.inbound}
                data-testid={`message-${m.direction}`}
              >
                {m.subject && (
                  <Text size="sm" fw={700} mb={2}>
                    {m.subject}
                  </Text>
                )}
                {m.channel === 'email' ? (
                  <EmailText text={m.text} />
                ) : (
                  <Text size="sm" inherit>
                    {m.text}
                  </Text>
                )}
                <MessageAttachments files={m.attachments ?? []} />
              </div>
              <Group gap={6} c="dimmed" wrap="nowrap">
                <ChannelIcon channel={m.channel} size={12} />
                <Text size="xs">
                  {new Date(m.sent_at).toLocaleTimeString(i18n.language, {
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </Text>
                {outbound && <DeliveryState status={m.status} />}
                {m.campaign && (
                  <Badge size="xs" variant="light" tt="none" radius="sm">
                    {m.campaign.step_type
                      ? t('campaignStep', {
                          campaign: m.campaign.name,
                          step: t(`steps.${m.campaign.step_type}`, {
                            defaultValue: m.campaign.step_type.replace(/_/g, ' '),
                          }),
                        })
                      : m.campaign.name}
                  </Badge>
                )}
              </Group>
            </Stack>
          );
        })}
        <div ref={end} />
      </Stack>
    </div>
  );
}

/** An email's own words; the quoted history below them folded behind "Show quoted text". */
function EmailText({ text }: { text: string }) {
  const { t } = useTranslation('mailbox');
  const [open, setOpen] = useState(false);
  const { body, quoted } = useMemo(() => splitQuoted(text), [text]);
  return (
    <>
      <Text size="sm" inherit style={{ whiteSpace: 'pre-wrap' }}>
        {body}
      </Text>
      {quoted && (
        <>
          <Button
            variant="subtle"
            size="compact-xs"
            mt={4}
            px={4}
            leftSection={<IconDots size={14} />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-testid="toggle-quoted"
          >
            {t(open ? 'hideQuoted' : 'showQuoted')}
          </Button>
          <Collapse expanded={open}>
            <Text
              size="xs"
              c="dimmed"
              mt={4}
              pl="xs"
              style={{ whiteSpace: 'pre-wrap', borderLeft: '2px solid var(--mantine-color-default-border)' }}
              data-testid="quoted-text"
            >
              {quoted}
            </Text>
          </Collapse>
        </>
      )}
    </>
  );
}

function DeliveryState({ status }: { status: InboxMessage['status'] }) {
  const { t } = useTranslation('inbox');
  const Icon =
    status === 'failed'
      ? IconAlertCircle
      : status === 'read' || status === 'delivered'
        ? IconChecks
        : IconCheck;
  return (
    <Group gap={2} wrap="nowrap" c={status === 'failed' ? 'red' : status === 'read' ? 'blue' : undefined}>
      <Icon size={12} />
      <Text size="xs">{t(`delivery.${status}`)}</Text>
    </Group>
  );
}
