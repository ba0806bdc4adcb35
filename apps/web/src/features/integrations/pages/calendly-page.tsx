import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  PasswordInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import {
  useCalendly,
  useCalendlyEventTypes,
  useCalendlyUsers,
  useConnectCalendly,
  useDisconnectCalendly,
  useReloadCalendly,
} from '../api/calendly';

/** /integrations/calendly: connect Calendly (personal access token), its users and event types, reload, disconnect. */
export function CalendlyPage() {
  const { t } = useTranslation('integrations');
  const status = useCalendly();
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/integrations?type=productivity" size="sm">
          {t('back')}
        </Anchor>
        <PageTitle>Calendly</PageTitle>
        <Text c="dimmed">{t('calendly.subtitle')}</Text>
      </div>
      {status.isPending ? (
        <PageState kind="loading" />
      ) : status.isError ? (
        <PageState kind="error" title={t('loadError')} />
      ) : status.data.connected ? (
        <Connected />
      ) : (
        <ConnectForm />
      )}
    </Stack>
  );
}

function ConnectForm() {
  const { t } = useTranslation('integrations');
  const connect = useConnectCalendly();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await connect.mutateAsync(token.trim());
      setToken('');
      notify.success(t('calendly.connected'));
    } catch (err) {
      setError(translateError(err));
    }
  };
  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('calendly.connectTitle')}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{t('calendly.step1')}</List.Item>
            <List.Item>{t('calendly.step2')}</List.Item>
          </List>
          <PasswordInput
            label={t('calendly.token')}
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            required
          />
          <Text size="xs" c="dimmed">
            {t('calendly.tokenHint')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={connect.isPending} disabled={token.trim().length < 10}>
              {t('calendly.connect')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Connected() {
  const { t } = useTranslation('integrations');
  const status = useCalendly().data!;
  const reload = useReloadCalendly();
  const disconnect = useDisconnectCalendly();
  const users = useCalendlyUsers(true);
  const [userId, setUserId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const types = useCalendlyEventTypes(userId, page, true);
  const [chosen, setChosen] = useState<string | null>(null);
  // 000 §4: changing the user reloads event types and selects the first.
  const selected = chosen ?? types.data?.items[0]?._id ?? null;

  const onReload = async () => {
    try {
      await reload.mutateAsync(undefined);
      notify.success(t('calendly.reloaded'));
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>{status.name || status.email}</Text>
              <Badge color="teal" variant="light">
                {t('status.connected')}
              </Badge>
            </Group>
            {status.email ? (
              <Text size="sm" c="dimmed">
                {status.email}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            <Button variant="default" onClick={onReload} loading={reload.isPending}>
              {t('calendly.reload')}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('calendly.disconnect')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" mt="sm">
          {status.webhook_active ? t('calendly.bookingsOn') : t('calendly.bookingsOff')}
        </Text>
        {status.webhook_error ? (
          <Alert color="orange" mt="sm" title={t('calendly.webhookRefused')}>
            {status.webhook_error}
          </Alert>
        ) : null}
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('calendly.eventTypes')}
          </Title>
          <Select
            label={t('calendly.user')}
            data={(users.data ?? []).map((u) => ({
              value: u.id,
              label: `${u.first_name} ${u.last_name}`.trim(),
            }))}
            value={userId ?? status.calendly_user_id}
            onChange={(value) => {
              setUserId(value === status.calendly_user_id ? null : value);
              setPage(1);
              setChosen(null);
            }}
            allowDeselect={false}
            maw={360}
            leftSection={<Avatar size={20} radius="xl" />}
          />
          {types.isPending ? (
            <PageState kind="loading" mih={120} />
          ) : types.isError ? (
            <PageState kind="error" mih={120} title={translateError(types.error)} />
          ) : types.data.items.length ? (
            <Stack gap="xs" role="radiogroup" aria-label={t('calendly.eventTypes')}>
              {types.data.items.map((e) => (
                <Button
                  key={e._id}
                  variant={e._id === selected ? 'light' : 'default'}
                  justify="space-between"
                  role="radio"
                  aria-checked={e._id === selected}
                  onClick={() => setChosen(e._id)}
                >
                  {e.name}
                </Button>
              ))}
              {types.data.total > 16 ? (
                <Pagination
                  total={Math.ceil(types.data.total / 16)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                />
              ) : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('calendly.noEventTypes')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('calendly.whatHappens')}
          </Text>
        </Stack>
      </Card>
      <ConfirmDialog
        opened={confirming}
        title={t('calendly.disconnect')}
        message={t('calendly.disconnectText')}
        confirmLabel={t('calendly.disconnect')}
        cancelLabel={t('cancel')}
        danger
        loading={disconnect.isPending}
        onConfirm={async () => {
          await disconnect.mutateAsync(undefined);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
