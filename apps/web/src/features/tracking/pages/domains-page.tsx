import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh, IconTrash, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TrackingDomain } from '@leadloop/domain/tracking/entities';
import { isHostname } from '@leadloop/domain/common/hostname';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { WorkspaceSettingsTabs, useAppSessionContext } from '../../spaces';
import { useAddDomain, useDeleteDomain, useSetDefault, useTrackingDomains, useVerifyDomain } from '../api';

const STATUS_COLOR = { pending: 'yellow', ready: 'teal', failed: 'red' } as const;

/**
 * 000 §2 /preferences/workspace/domains/{id}: the workspace's custom tracking domains — add one, create the
 * CNAME shown, verify it by DNS until ready, choose the defaults for link tracking and video pages.
 */
export function TrackingDomainsPage() {
  const { t } = useTranslation('tracking');
  // rendered by the shell's catch-all preferences route (no :id parameter there): the id is the path's last part
  const id = useLocation().pathname.split('/')[4] ?? '';
  const session = useAppSessionContext();
  const isAdmin = session.spaces?.some((s) => s._id === id && s.is_admin) ?? false;
  const domains = useTrackingDomains();
  const add = useAddDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = domain.trim().toLowerCase();
    if (!isHostname(value)) return setError(t('invalidDomain'));
    setError(null);
    try {
      const created = await add.mutateAsync(value);
      setDomain('');
      notify.success(
        (created as TrackingDomain).status === 'ready' ? t('addedReady') : t('added', { domain: value }),
      );
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{t('title')}</PageTitle>
      <WorkspaceSettingsTabs spaceId={id} />
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {isAdmin && (
        <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t('domainLabel')}
              placeholder="track.yourcompany.com"
              value={domain}
              onChange={(e) => setDomain(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 260px' }}
              data-testid="tracking-domain-input"
            />
            <Button type="submit" mt={25} loading={add.isPending} data-testid="tracking-domain-add">
              {t('add')}
            </Button>
          </Group>
        </Card>
      )}
      {domains.isPending ? (
        <PageState kind="loading" />
      ) : domains.isError ? (
        <PageState
          kind="error"
          title={t('loadError')}
          description={translateError(domains.error)}
          action={<Button onClick={() => domains.refetch()}>{t('retry')}</Button>}
        />
      ) : domains.data.length === 0 ? (
        <PageState
          kind="empty"
          icon={<IconWorldWww size={28} />}
          title={t('emptyTitle')}
          description={t('emptyText')}
        />
      ) : (
        <Stack gap="md" data-testid="tracking-domains">
          {domains.data.map((d) => (
            <DomainCard key={d._id} domain={d} isAdmin={isAdmin} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Copyable({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('tracking');
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function DomainCard({ domain: d, isAdmin }: { domain: TrackingDomain; isAdmin: boolean }) {
  const { t, i18n } = useTranslation('tracking');
  const verify = useVerifyDomain();
  const setDefault = useSetDefault();
  const remove = useDeleteDomain();
  const [confirming, setConfirming] = useState(false);
  const ready = d.status === 'ready';

  const onVerify = async () => {
    try {
      const after = (await verify.mutateAsync(d._id)) as TrackingDomain;
      if (after.status === 'ready') notify.success(t('verified', { domain: d.domain }));
      else notify.warning(t('notYet'));
    } catch (err) {
      notify.error(err);
    }
  };
  const onDefault = (target: 'link_tracking' | 'video_scenario', on: boolean) =>
    setDefault.mutateAsync({ id: d._id, target, on }).catch((err) => notify.error(err));
  const onDelete = async () => {
    try {
      await remove.mutateAsync(d._id);
      setConfirming(false);
      notify.success(t('deleted', { domain: d.domain }));
    } catch (err) {
      setConfirming(false);
      notify.error(err);
    }
  };

  return (
    <Card withBorder radius="md" data-testid={`tracking-domain-${d.domain}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700} style={{ wordBreak: 'break-all' }}>
              {d.domain}
            </Text>
            <Badge variant="light" color={STATUS_COLOR[d.status]} data-testid="tracking-domain-status">
              {t(`status.${d.status}`)}
            </Badge>
          </Group>
          {isAdmin && (
            <Group gap="xs">
              {!ready && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  loading={verify.isPending}
                  onClick={onVerify}
                  data-testid="tracking-domain-verify"
                >
                  {t('verify')}
                </Button>
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('deleteLabel', { domain: d.domain })}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {!ready && (
          <Stack gap={6}>
            <Text size="sm">{t('createRecord')}</Text>
            <Table.ScrollContainer minWidth={320}>
              <Table withTableBorder verticalSpacing={6} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('recordType')}</Table.Th>
                    <Table.Th>{t('recordName')}</Table.Th>
                    <Table.Th>{t('recordValue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>CNAME</Table.Td>
                    <Table.Td>
                      <Copyable value={d.domain} label={t('copyName')} />
                    </Table.Td>
                    <Table.Td>
                      <Copyable value={d.cname_target} label={t('copyValue')} />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {d.last_error && (
              <Text size="xs" c={d.status === 'failed' ? 'red' : 'dimmed'}>
                {d.last_error}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('rechecked')}
            </Text>
          </Stack>
        )}
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t('defaultLinks')}
            checked={d.is_default_for_link_tracking}
            disabled={!isAdmin || !ready}
            onChange={(e) => onDefault('link_tracking', e.currentTarget.checked)}
            data-testid="tracking-domain-default-links"
          />
          <Switch
            label={t('defaultVideos')}
            checked={d.is_default_for_video_scenario}
            disabled={!isAdmin || !ready}
            onChange={(e) => onDefault('video_scenario', e.currentTarget.checked)}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('usage', { campaigns: d.workflow_usage_counter, videos: d.video_usage_counter })}
          {d.verified_at &&
            ` · ${t('verifiedAt', { date: new Date(d.verified_at).toLocaleDateString(i18n.language) })}`}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('deleteTitle')}
        message={t('deleteText', { domain: d.domain })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
