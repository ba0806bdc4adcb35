import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconFlask, IconPlugConnected, IconPlugOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@leadloop/domain/integrations/entities';
import { isKeyEmailType, isOAuthEmailType } from '@leadloop/domain/integrations/mail-providers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { credentialName, SELECTED_CRED_PARAM, useSelectedCredential, useOpenWizard } from '../../credentials';
import { useConnectOAuth, useDisconnectMailbox, useMailboxes, type KeyType } from '../api/mailboxes';
import { EMAIL_KINDS, kindName } from '../catalog';
import { MailboxKeyForm } from './mailbox-key-form';

const STATUS_COLOR = { connected: 'teal', disconnected: 'gray', disabled: 'orange' } as const;

/**
 * The email category of /integrations: every mailbox type for one account — OAuth (Gmail, Outlook,
 * Exchange) sends the browser to the provider, SES and SendGrid take their keys in a form, SMTP is set
 * up in the account's settings. Status and "down" errors come from the account's integrations.
 */
export function EmailMailboxes() {
  const { t } = useTranslation('integrations', { keyPrefix: 'mailboxes' });
  const { query, list, selected, spaceId } = useSelectedCredential();
  const openWizard = useOpenWizard();
  const [chosen, setChosen] = useState<string | null>(null);
  const account = list.find((c) => c._id === chosen) ?? selected;
  const mailboxes = useMailboxes(account?._id ?? null);

  if (query.isPending) return <Skeleton h={160} radius="md" data-testid="mailboxes-loading" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {translateError(query.error)}
      </Alert>
    );
  if (!account)
    return (
      <Card withBorder padding="lg" data-testid="mailboxes-empty">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('noAccount.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('noAccount.text')}
          </Text>
          <Button size="sm" onClick={() => openWizard()}>
            {t('noAccount.action')}
          </Button>
        </Stack>
      </Card>
    );

  const byType = new Map((mailboxes.data ?? []).map((i) => [i.type, i]));
  const sandbox = byType.get('sandbox');
  return (
    <Stack gap="sm" data-testid="email-mailboxes">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('intro')}
        </Text>
        {list.length > 1 && (
          <Select
            label={t('account')}
            data={list.map((c) => ({ value: c._id, label: credentialName(c) }))}
            value={account._id}
            onChange={(value) => setChosen(value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
        )}
      </Group>
      {mailboxes.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {translateError(mailboxes.error)}
        </Alert>
      ) : mailboxes.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {EMAIL_KINDS.map((type) => (
            <Skeleton key={type} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {sandbox?.status === 'connected' && (
            <Alert color="grape" variant="light" icon={<IconFlask size={18} />} data-testid="sandbox-active">
              {t('sandboxActive', { email: sandbox.email ?? '' })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {EMAIL_KINDS.map((type) => (
              <MailboxCard
                key={type}
                type={type}
                integration={byType.get(type)}
                credentialId={account._id}
                spaceId={spaceId}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function MailboxCard({
  type,
  integration,
  credentialId,
  spaceId,
}: {
  type: string;
  integration: Integration | undefined;
  credentialId: string;
  spaceId: string | null;
}) {
  const { t } = useTranslation('integrations', { keyPrefix: 'mailboxes' });
  const connect = useConnectOAuth(credentialId, spaceId);
  const disconnect = useDisconnectMailbox(credentialId);
  const [form, setForm] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = kindName(type);
  const status = integration?.status ?? 'disconnected';
  const isDown = Boolean(integration?.error);
  const isOn = status === 'connected';
  const label = isDown ? t('reconnect') : isOn ? t('change') : t('connect');

  let action = null;
  if (isOAuthEmailType(type))
    action = (
      <Button
        size="xs"
        variant={isOn ? 'light' : 'filled'}
        leftSection={<IconPlugConnected size={14} />}
        loading={connect.isPending}
        onClick={() => connect.mutate(type)}
        aria-label={t('connectKind', { name })}
      >
        {label}
      </Button>
    );
  else if (isKeyEmailType(type))
    action = (
      <Button
        size="xs"
        variant={isOn ? 'light' : 'filled'}
        leftSection={<IconPlugConnected size={14} />}
        onClick={() => setForm(true)}
        aria-label={t('connectKind', { name })}
      >
        {label}
      </Button>
    );
  else if (type === 'smtp')
    action = (
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={`/settings/account?${SELECTED_CRED_PARAM}=${credentialId}`}
      >
        {t('smtpSettings')}
      </Button>
    );

  return (
    <Card withBorder padding="md" data-testid={`mailbox-${type}`}>
      <Stack gap="xs" h="100%" align="flex-start">
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light" color={isDown ? 'red' : STATUS_COLOR[status]}>
            {isDown ? t('down') : t(`status.${status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {isOn && integration?.email ? integration.email : t(`describe.${type}`)}
        </Text>
        {isOn && integration?.inbound_url && (
          <TextInput
            readOnly
            size="xs"
            w="100%"
            label={t('inboundUrl')}
            description={t(`inboundUrlHint.${type === 'amazon' ? 'amazon' : 'sendgrid'}`)}
            value={integration.inbound_url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid={`mailbox-${type}-inbound-url`}
          />
        )}
        {isDown && (
          <Text size="sm" c="red" data-testid={`mailbox-${type}-error`}>
            {translateMessage(integration!.error)}
          </Text>
        )}
        {connect.isError && (
          <Text size="sm" c="red" role="alert" data-testid={`mailbox-${type}-connect-error`}>
            {translateError(connect.error)}
          </Text>
        )}
        <Group gap="xs">
          {action}
          {(isOn || isDown) && integration && type !== 'smtp' && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconPlugOff size={14} />}
              onClick={() => setConfirming(true)}
            >
              {t('disconnect')}
            </Button>
          )}
        </Group>
      </Stack>
      {isKeyEmailType(type) && (
        <MailboxKeyForm
          opened={form}
          type={type as KeyType}
          credentialId={credentialId}
          integrationId={integration?._id ?? 'new'}
          onClose={() => setForm(false)}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('disconnectTitle', { name })}
        message={t('disconnectText')}
        confirmLabel={t('disconnect')}
        cancelLabel={t('cancel')}
        danger
        loading={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(type, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('disconnected', { name }));
            },
            onError: (error) => notify.error(error),
          })
        }
      />
    </Card>
  );
}
