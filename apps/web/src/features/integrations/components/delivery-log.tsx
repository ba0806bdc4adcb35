import { Badge, Button, Code, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useDeliveries, useReplayDelivery } from '../api/webhooks';
import type { WebhookDelivery } from '../types';

const COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'orange',
  delivered: 'teal',
  failed: 'red',
  dropped: 'gray',
};

/** A subscription's delivery log: status, attempts, response code and timing; replay one. */
export function DeliveryLog({ webhookId, canReplay }: { webhookId: string; canReplay: boolean }) {
  const { t, i18n } = useTranslation('integrations');
  const deliveries = useDeliveries(webhookId);
  const replay = useReplayDelivery();
  if (deliveries.isPending) return <PageState kind="loading" mih={120} />;
  if (deliveries.isError) return <PageState kind="error" title={t('loadError')} mih={120} />;
  if (!deliveries.data.length)
    return (
      <Text c="dimmed" size="sm" py="sm">
        {t('webhooks.noDeliveries')}
      </Text>
    );
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
  const onReplay = async (d: WebhookDelivery) => {
    try {
      const result = await replay.mutateAsync({ webhookId, deliveryId: d._id });
      if (result.status === 'delivered') notify.success(t('webhooks.replayed'));
      else notify.warning(result.error ?? t('webhooks.replayFailed'));
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped aria-label={t('webhooks.log')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.time')}</Table.Th>
            <Table.Th>{t('webhooks.event')}</Table.Th>
            <Table.Th>{t('webhooks.status')}</Table.Th>
            <Table.Th>{t('webhooks.attempts')}</Table.Th>
            <Table.Th>{t('webhooks.response')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('webhooks.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((d) => (
            <Table.Tr key={d._id} data-testid="delivery-row">
              <Table.Td>
                <Text size="sm">{time(d.last_attempt_at ?? d.created_at)}</Text>
                {d.replay_of ? (
                  <Text size="xs" c="dimmed">
                    {t('webhooks.replay')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Code>{d.event_type}</Code>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge variant="light" color={COLOR[d.status]}>
                    {t(`deliveryStatus.${d.status}`)}
                  </Badge>
                  {d.status === 'retrying' && d.next_attempt_at ? (
                    <Text size="xs" c="dimmed">
                      {t('webhooks.nextAttempt', { time: time(d.next_attempt_at) })}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
              <Table.Td>
                <Tooltip
                  label={d.error ?? d.response_body ?? ''}
                  disabled={!d.error && !d.response_body}
                  multiline
                  w={280}
                >
                  <Text size="sm" tabIndex={0}>
                    {d.response_code ?? '—'}
                    {d.duration_ms !== null ? ` · ${d.duration_ms} ms` : ''}
                  </Text>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                {canReplay ? (
                  <Group justify="flex-end">
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => void onReplay(d)}
                      loading={replay.isPending && replay.variables?.deliveryId === d._id}
                    >
                      {t('webhooks.replayAction')}
                    </Button>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
