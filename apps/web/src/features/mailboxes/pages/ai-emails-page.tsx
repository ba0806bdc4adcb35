import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MAILBOXES_PER_DOMAIN_MAX } from '@leadloop/domain';
import type { SendingDomainView } from '@leadloop/domain/mailboxes/entities';
import { PageState } from '../../../components/page-state';
import { getCurrentSpace } from '../../../lib/current-space';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { credentialName, credentialsQueryOptions } from '../../credentials';
import {
  searchDomain,
  useBuyDomain,
  useCreateMailbox,
  useDomains,
  useMailboxes,
  useVerifyDomain,
} from '../api/mailboxes-api';

const TABS = ['overview', 'domains', 'mailboxes'] as const;
const STATUS_COLOR = { disabled: 'gray', registering: 'yellow', ready: 'teal' } as const;

/** /mailboxes/ai-emails/{overview|domains|mailboxes}: bought domains and their mailboxes (issue 39). */
export function AiEmailsPage() {
  const { t } = useTranslation('mailboxes');
  const tab = useParams().tab ?? 'overview';
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && navigate(`../${v}`, { relative: 'path' })}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'domains' ? <DomainsTab /> : tab === 'mailboxes' ? <MailboxesTab /> : <OverviewTab />}
    </Stack>
  );
}

function OverviewTab() {
  const { t } = useTranslation('mailboxes');
  const domains = useDomains();
  const mailboxes = useMailboxes();
  if (domains.isPending || mailboxes.isPending) return <PageState kind="loading" />;
  if (domains.data?.length === 0)
    return (
      <PageState
        kind="empty"
        title={t('overview.emptyTitle')}
        description={t('overview.emptyText')}
        action={
          <Button component={Link} to="../domains" relative="path">
            {t('overview.buyFirst')}
          </Button>
        }
      />
    );
  const figures = [
    [t('overview.domains'), domains.data?.length ?? 0],
    [t('overview.ready'), domains.data?.filter((d) => d.status === 'ready').length ?? 0],
    [t('overview.mailboxes'), mailboxes.data?.length ?? 0],
    [t('overview.warming'), mailboxes.data?.filter((m) => m.warmup_started_at).length ?? 0],
    [t('overview.paused'), mailboxes.data?.filter((m) => m.status === 'paused').length ?? 0],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      {figures.map(([label, n]) => (
        <Card key={label} withBorder radius="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700}>
            {n}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function DomainsTab() {
  const { t } = useTranslation('mailboxes');
  const domains = useDomains();
  const buy = useBuyDomain();
  const [name, setName] = useState('');
  const [found, setFound] = useState<{ name: string; available: boolean; registration_hours: number } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);

  const onSearch = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setFound(null);
    try {
      setFound(await searchDomain(name.trim().toLowerCase()));
    } catch (err) {
      setError(translateError(err));
    }
  };
  const onBuy = async () => {
    if (!found) return;
    try {
      await buy.mutateAsync(found.name);
      notify.success(t('domains.bought', { domain: found.name, hours: found.registration_hours }));
      setFound(null);
      setName('');
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="form" onSubmit={onSearch} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('domains.search')}
            placeholder="yourbrand-mail.com"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" mt={25} variant="default">
            {t('domains.check')}
          </Button>
        </Group>
        {found && (
          <Group mt="sm" gap="sm">
            <Text size="sm">
              {found.available
                ? t('domains.available', { domain: found.name, hours: found.registration_hours })
                : t('domains.taken', { domain: found.name })}
            </Text>
            {found.available && (
              <Button size="xs" onClick={onBuy} loading={buy.isPending}>
                {t('domains.buy')}
              </Button>
            )}
          </Group>
        )}
      </Card>
      {domains.isPending ? (
        <PageState kind="loading" />
      ) : !domains.data?.length ? (
        <PageState kind="empty" title={t('domains.empty')} />
      ) : (
        domains.data.map((d) => <DomainCard key={d._id} domain={d} />)
      )}
    </Stack>
  );
}

function DomainCard({ domain: d }: { domain: SendingDomainView }) {
  const { t, i18n } = useTranslation('mailboxes');
  const verify = useVerifyDomain();
  const onVerify = async () => {
    try {
      const after = await verify.mutateAsync(d._id);
      if (after.dns_verified) notify.success(t('domains.verified'));
      else notify.warning(t('domains.notVerified', { records: after.dns_error }));
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Card withBorder radius="md" data-testid={`domain-${d.name}`}>
      <Group justify="space-between">
        <Group gap="sm">
          <Text fw={600}>{d.name}</Text>
          <Badge color={STATUS_COLOR[d.status]} data-testid="domain-status">
            {t(`status.${d.status}`)}
          </Badge>
          {d.dns_verified && (
            <Badge color="teal" variant="light">
              {t('domains.dnsVerified')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {d.status === 'registering'
            ? t('domains.readyBy', { date: new Date(d.ready_at).toLocaleString(i18n.language) })
            : t('domains.mailboxesCount', { count: d.mailboxes_count, max: MAILBOXES_PER_DOMAIN_MAX })}
        </Text>
      </Group>
      {d.status === 'ready' && (
        <>
          <Table mt="sm" fz="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('domains.record')}</Table.Th>
                <Table.Th>{t('domains.name')}</Table.Th>
                <Table.Th>{t('domains.value')}</Table.Th>
                <Table.Th>{t('domains.check')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.records.map((r) => (
                <Table.Tr key={r.purpose}>
                  <Table.Td>
                    {r.purpose.toUpperCase()} ({r.type})
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{r.name}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all', maxWidth: 320 }}>
                    <Text size="xs" lineClamp={2}>
                      {r.value}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.ok === null ? '—' : r.ok ? '✓' : '✗'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Button mt="sm" size="xs" variant="default" onClick={onVerify} loading={verify.isPending}>
            {t('domains.verify')}
          </Button>
        </>
      )}
    </Card>
  );
}

function MailboxesTab() {
  const { t } = useTranslation('mailboxes');
  const domains = useDomains();
  const mailboxes = useMailboxes();
  const accounts = useQuery(credentialsQueryOptions(getCurrentSpace()));
  const create = useCreateMailbox();
  const ready = domains.data?.filter((d) => d.status === 'ready') ?? [];
  const [domainId, setDomainId] = useState<string | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const [local, setLocal] = useState('');
  const [sender, setSender] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onCreate = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const domain = domainId ?? ready[0]?._id;
    const acc = account ?? accounts.data?.[0]?._id;
    if (!domain || !acc) return setError(t('mailboxes.needDomain'));
    try {
      await create.mutateAsync({
        domain_id: domain,
        local_part: local.trim(),
        sender_name: sender.trim(),
        account: acc,
      });
      notify.success(t('mailboxes.created'));
      setLocal('');
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="form" onSubmit={onCreate} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('mailboxes.localPart')}
            value={local}
            onChange={(e) => setLocal(e.currentTarget.value)}
            style={{ flex: '1 1 140px' }}
          />
          <Select
            label={t('mailboxes.domain')}
            data={ready.map((d) => ({ value: d._id, label: `@${d.name}` }))}
            value={domainId ?? ready[0]?._id ?? null}
            onChange={setDomainId}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label={t('mailboxes.senderName')}
            value={sender}
            onChange={(e) => setSender(e.currentTarget.value)}
            style={{ flex: '1 1 160px' }}
          />
          <Select
            label={t('mailboxes.account')}
            data={(accounts.data ?? []).map((a) => ({ value: a._id, label: credentialName(a) }))}
            value={account ?? accounts.data?.[0]?._id ?? null}
            onChange={setAccount}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            {t('mailboxes.create')}
          </Button>
        </Group>
        {error && (
          <Text c="red" size="sm" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </Card>
      {mailboxes.isPending ? (
        <PageState kind="loading" />
      ) : !mailboxes.data?.length ? (
        <PageState kind="empty" title={t('mailboxes.empty')} />
      ) : (
        <Table withTableBorder data-testid="mailbox-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mailboxes.email')}</Table.Th>
              <Table.Th>{t('mailboxes.senderName')}</Table.Th>
              <Table.Th>{t('mailboxes.limit')}</Table.Th>
              <Table.Th>{t('mailboxes.state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mailboxes.data.map((m) => (
              <Table.Tr key={m._id}>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{m.sender_name}</Table.Td>
                <Table.Td>{m.daily_limit}</Table.Td>
                <Table.Td>
                  {m.status === 'paused'
                    ? t(`pause.${m.pause_reason ?? 'bounce_rate'}`)
                    : m.warmup_started_at
                      ? t('mailboxes.warming')
                      : t('mailboxes.active')}
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={`../mailboxes/warm-up/${m._id}`}
                    relative="path"
                    size="xs"
                    variant="light"
                  >
                    {t('mailboxes.warmup')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
