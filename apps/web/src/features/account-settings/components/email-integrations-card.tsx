import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconFlask, IconMail, IconPlugConnected, IconPlugOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMTP_DEFAULT_PORT, smtpSettingsBodySchema } from '@leadloop/domain/integrations/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { sharedSchemaResolver } from '../../../lib/form';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import {
  useAddSmtp,
  useDisconnectIntegration,
  useEmailSyncStatus,
  useIntegrations,
  type AccountIntegration,
} from '../api/integrations';
import { MailboxSyncLine } from './mailbox-sync-line';
import { SectionCard } from './section-card';

const STATUS_COLORS = { connected: 'teal', disconnected: 'red', disabled: 'gray' } as const;

/** Account settings: which mailbox email steps and email replies use — the account's SMTP server or the built-in sandbox. */
export function EmailIntegrationsCard({
  credentialId,
  username,
}: {
  credentialId: string;
  username: string;
}) {
  const { t } = useTranslation('account-settings');
  const { t: tm } = useTranslation('mailbox');
  const integrations = useIntegrations(credentialId);
  const disconnect = useDisconnectIntegration(credentialId);
  const [formFor, setFormFor] = useState<AccountIntegration | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AccountIntegration | null>(null);
  const smtp = integrations.data?.find((i) => i.type === 'smtp' && i.status !== 'disconnected');
  const down = integrations.data?.find((i) => i.type === 'smtp' && i.error);
  const sync = useEmailSyncStatus(credentialId, Boolean(smtp || down));

  let body;
  if (integrations.isPending) body = <Skeleton h={64} radius="md" />;
  else if (integrations.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {translateError(integrations.error)}
      </Alert>
    );
  else
    body = (
      <Stack gap="sm" data-testid="integration-list">
        {integrations.data
          .filter((i) => i.type === 'sandbox' || i.status !== 'disconnected' || i.error)
          .map((i) => (
            <Group key={i._id} justify="space-between" wrap="wrap" gap="sm" data-testid="integration-row">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ThemeIcon
                  variant="light"
                  size={36}
                  radius="md"
                  color={i.type === 'sandbox' ? 'grape' : 'blue'}
                >
                  {i.type === 'sandbox' ? <IconFlask size={18} /> : <IconMail size={18} />}
                </ThemeIcon>
                <Stack gap={0} miw={0}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {t(`integrations.types.${i.type}`, { defaultValue: i.type.toUpperCase() })}
                    </Text>
                    <Badge size="sm" variant="light" color={STATUS_COLORS[i.status]}>
                      {t(`integrations.status.${i.status}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {i.type === 'sandbox'
                      ? t(
                          i.status === 'connected'
                            ? 'integrations.sandboxActive'
                            : 'integrations.sandboxIdle',
                        )
                      : i.email}
                  </Text>
                  {i.type !== 'sandbox' && (
                    <MailboxSyncLine
                      status={sync.data?.find((m) => m._id === i._id)}
                      loading={sync.isPending}
                    />
                  )}
                </Stack>
              </Group>
              {i.type === 'smtp' && (
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setFormFor(i)}>
                    {i.error ? t('integrations.reconnect') : t('edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconPlugOff size={14} />}
                    onClick={() => setConfirming(i)}
                  >
                    {t('integrations.disconnect')}
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        {down && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="integration-down"
          >
            {translateMessage(down.error!)}
          </Alert>
        )}
      </Stack>
    );

  return (
    <SectionCard
      title={t('integrations.title')}
      description={t('integrations.text')}
      action={
        <Button
          size="sm"
          variant={smtp || down ? 'light' : 'filled'}
          leftSection={<IconPlugConnected size={16} />}
          onClick={() => setFormFor('new')}
          data-testid="connect-smtp"
        >
          {smtp || down ? tm('addMailbox') : t('integrations.connectSmtp')}
        </Button>
      }
    >
      {body}
      <Modal
        opened={formFor !== null}
        onClose={() => setFormFor(null)}
        title={<Text fw={700}>{t('integrations.formTitle')}</Text>}
        size={500}
      >
        {formFor !== null && (
          <SmtpForm
            credentialId={credentialId}
            integration={formFor === 'new' ? null : formFor}
            defaultEmail={username}
            onDone={() => setFormFor(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('integrations.disconnectTitle')}
        message={t('integrations.disconnectText', { email: confirming?.email ?? '' })}
        confirmLabel={t('integrations.disconnect')}
        cancelLabel={t('cancel')}
        loading={disconnect.isPending}
        onConfirm={() =>
          confirming &&
          disconnect.mutate(confirming._id, {
            onSuccess: () => {
              setConfirming(null);
              notify.success(t('integrations.disconnected'));
            },
            onError: notify.error,
          })
        }
      />
    </SectionCard>
  );
}

function SmtpForm({
  credentialId,
  integration,
  defaultEmail,
  onDone,
}: {
  credentialId: string;
  integration: AccountIntegration | null;
  defaultEmail: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('account-settings');
  const { t: tm } = useTranslation('mailbox');
  const add = useAddSmtp(credentialId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      email: integration?.email ?? defaultEmail,
      sender_name: '',
      host: '',
      port: SMTP_DEFAULT_PORT,
      secure: false,
      username: integration?.email ?? defaultEmail,
      password: '',
      imap_host: '',
      imap_port: '' as number | '',
      imap_secure: true,
      imap_username: '',
      imap_password: '',
      daily_limit: (integration?.daily_limit ?? '') as number | '',
    },
    validate: sharedSchemaResolver(smtpSettingsBodySchema),
  });
  const submit = form.onSubmit((values) => {
    setServerError(null);
    add.mutate(
      { id: integration?._id ?? 'new', body: smtpSettingsBodySchema.parse(values) },
      {
        onSuccess: () => {
          notify.success(t('integrations.connected'));
          onDone();
        },
        onError: (error) => setServerError(translateError(error)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="smtp-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('integrations.formText')}
        </Text>
        <TextInput label={t('integrations.email')} data-autofocus {...form.getInputProps('email')} />
        <TextInput label={t('integrations.senderName')} {...form.getInputProps('sender_name')} />
        <Group grow align="flex-start">
          <TextInput
            label={t('integrations.host')}
            placeholder="smtp.example.com"
            {...form.getInputProps('host')}
          />
          <NumberInput
            label={t('integrations.port')}
            min={1}
            max={65535}
            allowDecimal={false}
            maw={120}
            {...form.getInputProps('port')}
          />
        </Group>
        <Switch
          label={t('integrations.secure')}
          description={t('integrations.secureHint')}
          {...form.getInputProps('secure', { type: 'checkbox' })}
        />
        <TextInput
          label={t('integrations.username')}
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('integrations.password')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <NumberInput
          label={tm('dailyLimit')}
          description={tm('dailyLimitHint')}
          placeholder={tm('dailyLimitPlaceholder')}
          min={1}
          allowDecimal={false}
          maw={260}
          data-testid="mailbox-daily-limit"
          {...form.getInputProps('daily_limit')}
        />
        <Divider label={t('integrations.imapTitle')} labelPosition="left" mt="xs" />
        <Text size="sm" c="dimmed">
          {t('integrations.imapText')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('integrations.imapHost')}
            placeholder="imap.example.com"
            {...form.getInputProps('imap_host')}
          />
          <NumberInput
            label={t('integrations.port')}
            placeholder={form.values.imap_secure ? '993' : '143'}
            min={1}
            max={65535}
            allowDecimal={false}
            maw={120}
            {...form.getInputProps('imap_port')}
          />
        </Group>
        {form.values.imap_host.trim() !== '' && (
          <>
            <Switch
              label={t('integrations.imapSecure')}
              {...form.getInputProps('imap_secure', { type: 'checkbox' })}
            />
            <TextInput
              label={t('integrations.imapUsername')}
              autoComplete="off"
              {...form.getInputProps('imap_username')}
            />
            <PasswordInput
              label={t('integrations.imapPassword')}
              autoComplete="new-password"
              {...form.getInputProps('imap_password')}
            />
          </>
        )}
        {serverError && (
          <Alert color="red" variant="light" data-testid="smtp-error">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} data-testid="smtp-save">
            {t('integrations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
