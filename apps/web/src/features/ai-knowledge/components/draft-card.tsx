import { useEffect, useState } from 'react';
import { Badge, Blockquote, Button, Card, Group, Stack, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftView } from '@leadloop/domain/ai-knowledge/entities';
import { notify } from '../../../lib/notify';
import { useDecideDraft, type Decision } from '../api/drafts';
import { formatCountdown, remainingMs } from '../countdown';

interface Props {
  draft: DraftView;
  /** The server's time of the queue answer and when it arrived (the countdown's base). */
  serverNow: string;
  receivedAt: number;
}

/** The visible countdown of an automatic send's undo window. */
function Countdown({
  sendAt,
  serverNow,
  receivedAt,
}: {
  sendAt: string;
  serverNow: string;
  receivedAt: number;
}) {
  const { t } = useTranslation('ai-knowledge');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = remainingMs(sendAt, serverNow, receivedAt, now);
  return (
    <Badge color="orange" variant="light" role="timer" aria-live="off">
      {left > 0 ? t('sendingIn', { time: formatCountdown(left) }) : t('sendingNow')}
    </Badge>
  );
}

/** One draft of the review queue: the prospect's reply, the draft with each sentence's source, the decisions. */
export function DraftCard({ draft, serverNow, receivedAt }: Props) {
  const { t } = useTranslation('ai-knowledge');
  const decide = useDecideDraft();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(draft.text);
  const act = async (decision: Decision, edited?: string) => {
    try {
      await decide.mutateAsync({ id: draft._id, decision, text: edited });
      notify.success(t(`toast.${decision}`));
      setEditing(false);
    } catch (error) {
      notify.error(error);
    }
  };
  const escalated = draft.status === 'escalated';

  return (
    <Card withBorder padding="md" radius="md" data-testid="ai-draft">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{draft.prospect.name || t('prospect')}</Text>
          {draft.status === 'scheduled' && draft.send_at ? (
            <Countdown sendAt={draft.send_at} serverNow={serverNow} receivedAt={receivedAt} />
          ) : (
            <Badge color={escalated ? 'red' : 'blue'} variant="light">
              {t(`status.${draft.status}`)}
            </Badge>
          )}
        </Group>
        <Blockquote p="xs" cite={t('prospectWrote')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {draft.inbound_text}
          </Text>
        </Blockquote>

        {escalated ? (
          <Stack gap={4}>
            {draft.escalation_reason && <Text fw={500}>{t(`reason.${draft.escalation_reason}`)}</Text>}
            <Text size="sm" c="dimmed">
              {t('escalatedHint')}
            </Text>
          </Stack>
        ) : editing ? (
          <Textarea
            label={t('draft')}
            autosize
            minRows={4}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        ) : (
          <Table verticalSpacing={4} aria-label={t('draft')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sentence')}</Table.Th>
                <Table.Th w="35%">{t('source')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.sentences.map((s, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{s.text}</Table.Td>
                  <Table.Td>
                    {s.citation ? (
                      <Tooltip label={s.citation.quote} multiline w={320}>
                        <Badge variant="outline" tt="none" style={{ cursor: 'help' }}>
                          {t(`sourceKind.${s.citation.source.split(':')[0]}`, {
                            defaultValue: s.citation.source,
                          })}{' '}
                          {s.citation.source.includes(':') ? s.citation.source.split(':')[1] : ''}
                        </Badge>
                      </Tooltip>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {s.fact ? t('writtenByReviewer') : t('noFact')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}

        {draft.removed.length > 0 && !escalated && (
          <Text size="xs" c="dimmed">
            {t('removed', { count: draft.removed.length })}
          </Text>
        )}

        <Group justify="flex-end" gap="xs">
          {draft.status === 'pending_review' && !editing && (
            <>
              <Button variant="subtle" color="red" onClick={() => act('reject')} loading={decide.isPending}>
                {t('reject')}
              </Button>
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
              <Button onClick={() => act('approve')} loading={decide.isPending}>
                {t('approve')}
              </Button>
            </>
          )}
          {draft.status === 'pending_review' && editing && (
            <>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('cancelEdit')}
              </Button>
              <Button onClick={() => act('approve', text)} loading={decide.isPending} disabled={!text.trim()}>
                {t('sendEdited')}
              </Button>
            </>
          )}
          {draft.status === 'scheduled' && (
            <Button variant="default" onClick={() => act('undo')} loading={decide.isPending}>
              {t('undo')}
            </Button>
          )}
          {escalated && (
            <Button variant="subtle" onClick={() => act('reject')} loading={decide.isPending}>
              {t('dismiss')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
