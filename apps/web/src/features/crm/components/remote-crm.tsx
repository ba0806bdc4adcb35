import { Alert, Badge, Button, Card, Group, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { RemoteCrmPlatform } from '@leadloop/domain/crm/platforms';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import {
  useCrmInfo,
  useCrmLogin,
  useCrmLogout,
  useCrmReload,
  useMoveRemoteDeal,
  useRemoteBoard,
  useRemotePipelines,
} from '../api/remote';
import { formatMoney } from '../lib';

/**
 * HubSpot or Pipedrive on the CRM screen: connect (OAuth; the sandbox when the server has no app for it),
 * then the platform's pipelines as columns. Deals move between stages here and on the platform; stage and
 * owner changes made there come back within seconds by webhook, or by the 5-minute poll (the later change wins).
 */
export function RemoteCrm({ platform }: { platform: RemoteCrmPlatform }) {
  const { t, i18n } = useTranslation('crm');
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const info = useCrmInfo(platform);
  const login = useCrmLogin(platform);
  const logout = useCrmLogout(platform);
  const reload = useCrmReload(platform);
  const crm = t(`crmName.${platform}`);

  // Back from the platform's consent page: ?code&state go to the server once, then leave the address.
  const answered = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state || answered.current) return;
    answered.current = true;
    login.mutate(
      { code, state },
      {
        onSuccess: () => notify.success(t('connectedToast', { crm })),
        onError: notify.error,
        onSettled: () => navigate(pathname, { replace: true }),
      },
    );
  }, [search, pathname, navigate, login, t, crm]);

  const state = info.data;
  const connect = () =>
    login.mutate(null, {
      onSuccess: (answer) => {
        if (!answer.url) return;
        // The sandbox approves at once: its link comes straight back to this screen, kept in the app.
        if (state?.is_sandbox) {
          const back = new URL(answer.url, window.location.origin);
          const space = new URLSearchParams(search).get('space');
          if (space) back.searchParams.set('space', space);
          navigate(`${back.pathname}${back.search}`);
        } else window.location.assign(answer.url);
      },
      onError: notify.error,
    });

  if (info.isError)
    return (
      <PageState
        kind="error"
        title={t('loadError')}
        action={<Button onClick={() => info.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!state || login.isPending) return <PageState kind="loading" />;
  if (!state.connected)
    return (
      <Stack>
        {state.is_expired && (
          <Alert color="orange" title={t('expiredTitle', { crm })}>
            {t('expiredText')}
          </Alert>
        )}
        <PageState
          kind="empty"
          icon={<IconPlugConnected size={28} />}
          title={t('notConnected', { crm })}
          description={state.is_sandbox ? t('sandboxText', { crm }) : t('connectText', { crm })}
          action={
            <Button onClick={connect} loading={login.isPending}>
              {t('connect', { crm })}
            </Button>
          }
        />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{t('connectedAs', { crm, account: state.account_name ?? crm })}</Text>
              {state.is_sandbox && (
                <Badge variant="light" color="gray">
                  {t('sandbox')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('syncRule')}
            </Text>
            {state.last_synced_at && (
              <Text size="xs" c="dimmed">
                {t('lastSynced', { at: new Date(state.last_synced_at).toLocaleString(i18n.language) })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              loading={reload.isPending}
              onClick={() =>
                reload.mutate(undefined, {
                  onSuccess: (r) => notify.success(t('synced', { count: r.updated })),
                  onError: notify.error,
                })
              }
            >
              {t('syncNow')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={logout.isPending}
              onClick={() => logout.mutate(undefined, { onError: notify.error })}
            >
              {t('disconnect')}
            </Button>
          </Group>
        </Group>
      </Card>
      <RemoteBoard platform={platform} />
    </Stack>
  );
}

function RemoteBoard({ platform }: { platform: RemoteCrmPlatform }) {
  const { t, i18n } = useTranslation('crm');
  const pipelines = useRemotePipelines(platform, true);
  const [chosen, setChosen] = useState<string | null>(null);
  const pipelineId = chosen ?? pipelines.data?.[0]?._id ?? null;
  const board = useRemoteBoard(platform, pipelineId);
  const move = useMoveRemoteDeal(platform);
  if (pipelines.isPending || (pipelineId && board.isPending)) return <PageState kind="loading" />;
  if (pipelines.isError || board.isError)
    return (
      <PageState
        kind="error"
        title={t('loadError')}
        action={<Button onClick={() => void (pipelines.refetch(), board.refetch())}>{t('retry')}</Button>}
      />
    );
  if (!pipelineId || !board.data) return <PageState kind="empty" title={t('noPipelines')} />;
  const stages = board.data.stages;
  return (
    <Stack gap="sm">
      <Select
        label={t('pipeline')}
        maw={320}
        allowDeselect={false}
        data={(pipelines.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
        value={pipelineId}
        onChange={setChosen}
      />
      <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': t('stages') }}>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {stages.map((stage) => (
            <Card key={stage._id} withBorder padding="sm" w={260} miw={240} component="section">
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Title order={3} size="sm">
                  {stage.name}
                </Title>
                <Badge variant="light">{stage.deals_count}</Badge>
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                {formatMoney(stage.weighted_amount, stage.deals[0]?.currency ?? 'usd', i18n.language)}
              </Text>
              <Stack gap="xs">
                {stage.deals.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('noDealsHere')}
                  </Text>
                )}
                {stage.deals.map((deal) => (
                  <Card key={deal._id} withBorder padding="xs" radius="sm">
                    <Text size="sm" fw={500}>
                      {deal.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatMoney(deal.amount, deal.currency, i18n.language)}
                      {deal.owner_name ? ` · ${deal.owner_name}` : ''}
                    </Text>
                    {deal.prospect && <Text size="xs">{deal.prospect.name}</Text>}
                    <Select
                      mt={4}
                      size="xs"
                      aria-label={t('moveDealTo', { name: deal.name })}
                      allowDeselect={false}
                      data={stages.map((s) => ({ value: s._id, label: s.name }))}
                      value={deal.crm_stage._id}
                      disabled={move.isPending}
                      onChange={(stageId) =>
                        stageId &&
                        stageId !== deal.crm_stage._id &&
                        move.mutate({ id: deal._id, stage: stageId }, { onError: notify.error })
                      }
                    />
                  </Card>
                ))}
              </Stack>
            </Card>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
