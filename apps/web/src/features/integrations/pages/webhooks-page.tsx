import { Anchor, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { useAppSessionContext } from '../../spaces';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhooks';
import { DeliveryLog } from '../components/delivery-log';
import { SecretReveal } from '../components/secret-reveal';
import { WebhookForm } from '../components/webhook-form';
import type { WebhookSubscription } from '../types';

/** 000 §2 /integrations/automation/webhook: signed webhook subscriptions, their delivery log and replay. */
export function WebhooksPage() {
  const { t } = useTranslation('integrations');
  const { currentSpace } = useAppSessionContext();
  const isAdmin = Boolean(currentSpace?.is_admin);
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/integrations?type=automation" size="sm">
          {t('back')}
        </Anchor>
        <PageTitle>{t('webhooks.title')}</PageTitle>
        <Text c="dimmed">{t('webhooks.subtitle')}</Text>
      </div>
      {secret ? (
        <SecretReveal title={t('webhooks.secretTitle')} value={secret} onClose={() => setSecret(null)} />
      ) : null}
      {isAdmin ? (
        adding ? (
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('webhooks.new')}
            </Title>
            <WebhookForm
              submitLabel={t('webhooks.create')}
              pending={create.isPending}
              onCancel={() => setAdding(false)}
              onSubmit={async (input) => {
                const made = await create.mutateAsync(input);
                setSecret(made.secret);
                setAdding(false);
                notify.success(t('webhooks.created'));
              }}
            />
          </Card>
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>{t('webhooks.add')}</Button>
          </Group>
        )
      ) : (
        <Text size="sm" c="dimmed">
          {t('webhooks.adminsOnly')}
        </Text>
      )}
      {webhooks.isPending ? (
        <PageState kind="loading" />
      ) : webhooks.isError ? (
        <PageState kind="error" title={t('loadError')} />
      ) : webhooks.data.length === 0 ? (
        <PageState kind="empty" title={t('webhooks.emptyTitle')} description={t('webhooks.emptyText')} />
      ) : (
        webhooks.data.map((hook) => <WebhookCard key={hook._id} hook={hook} isAdmin={isAdmin} />)
      )}
    </Stack>
  );
}

function WebhookCard({ hook, isAdmin }: { hook: WebhookSubscription; isAdmin: boolean }) {
  const { t } = useTranslation('integrations');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const sendTest = async () => {
    try {
      const result = await test.mutateAsync(hook._id);
      if (result.status === 'delivered') notify.success(t('webhooks.testSent'));
      else notify.warning(result.error ?? t('webhooks.replayFailed'));
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Card withBorder padding="lg" data-testid="webhook-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {hook.url}
            </Text>
            <Group gap={4}>
              {hook.update_types.map((e) => (
                <Badge key={e} variant="light" size="sm">
                  {t(`events.${e}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Switch
            label={hook.enabled ? t('status.connected') : t('status.disabled')}
            checked={hook.enabled}
            disabled={!isAdmin || update.isPending}
            onChange={(e) =>
              update.mutate(
                {
                  id: hook._id,
                  url: hook.url,
                  update_types: hook.update_types,
                  enabled: e.currentTarget.checked,
                },
                { onError: (err) => notify.error(err) },
              )
            }
          />
        </Group>
        {!hook.enabled && hook.failure_streak > 0 ? (
          <Text size="sm" c="red">
            {t('webhooks.disabledAfterFailures')}
          </Text>
        ) : null}
        {isAdmin && editing ? (
          <WebhookForm
            initial={{
              url: hook.url,
              update_types: hook.update_types,
              workflow_ids: hook.workflow_ids,
              label_ids: hook.label_ids,
              field_mapping: hook.field_mapping,
            }}
            submitLabel={t('save')}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: hook._id, ...input });
              setEditing(false);
              notify.success(t('saved'));
            }}
          />
        ) : null}
        {isAdmin && !editing ? (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => void sendTest()} loading={test.isPending}>
              {t('webhooks.sendTest')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </Button>
          </Group>
        ) : null}
        <ConfirmDialog
          opened={confirming}
          title={t('webhooks.deleteTitle')}
          message={t('webhooks.deleteText', { url: hook.url })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          danger
          loading={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(hook._id, {
              onSuccess: () => setConfirming(false),
              onError: (err) => notify.error(err),
            })
          }
        />
        <Title order={3} size="h5" mt="xs">
          {t('webhooks.log')}
        </Title>
        <DeliveryLog webhookId={hook._id} canReplay={isAdmin} />
      </Stack>
    </Card>
  );
}
