import { Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconKey,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import {
  useDeleteCredential,
  usePauseCredential,
  useReconnect,
  useVerifyEmail,
  ActivityNotice,
  countryName,
  useOpenWizard,
  TwoFactorForm,
} from '../../credentials';
import { EmailIntegrationsCard } from './email-integrations-card';
import { ExtensionConnectCard } from './extension-connect-card';
import { SectionCard } from './section-card';
import { useSettingsCredential } from './use-settings-credential';

/** /settings/account: state and what fixes it, connection details, pause/resume, password, automation, two-factor, removal. */
export function AccountPage() {
  const { t, i18n } = useTranslation('account-settings');
  const { t: tc } = useTranslation('credentials');
  const credential = useSettingsCredential();
  const navigate = useNavigate();
  const openWizard = useOpenWizard();
  const pause = usePauseCredential();
  const reconnect = useReconnect();
  const remove = useDeleteCredential();
  const verifyEmail = useVerifyEmail();
  const [confirmOpen, confirm] = useDisclosure(false);
  const paused = credential.status === 'inactive';
  const id = credential._id;

  const cloud = credential.automation_type === 'cloud';
  const details: [string, string][] = [
    [t('account.username'), credential.username],
    [t('account.automation'), tc(`automation.${credential.automation_type}`)],
    [
      t('account.accountType'),
      credential.account_type
        ? t(`accountTypes.${credential.account_type}`, { defaultValue: credential.account_type })
        : '—',
    ],
    // An extension account runs in the user's browser: no country or proxy of ours.
    ...(cloud
      ? ([
          [
            t('account.country'),
            credential.country_code ? countryName(credential.country_code, i18n.language) : '—',
          ],
          [
            t('account.proxy'),
            credential.custom_proxy
              ? t('account.customProxy')
              : credential.no_proxy
                ? t('account.noProxy')
                : t('account.ourProxy'),
          ],
        ] as [string, string][])
      : []),
    [
      t('account.hours'),
      `${credential.timezone} · ${String(credential.work_hours_start).padStart(2, '0')}:00–${String(credential.work_hours_end).padStart(2, '0')}:00`,
    ],
  ];

  return (
    <Stack gap="lg">
      <ActivityNotice credential={credential} />
      {credential.required_actions?.verify_email && (
        <SectionCard title={t('account.verifyEmailTitle')} description={t('account.verifyEmailText')}>
          <Group>
            <Button
              size="sm"
              variant="light"
              loading={verifyEmail.isPending}
              onClick={() =>
                verifyEmail.mutate(id, {
                  onSuccess: () => notify.success(t('account.emailVerified')),
                  onError: notify.error,
                })
              }
            >
              {t('account.verifyEmailDone')}
            </Button>
          </Group>
        </SectionCard>
      )}
      <SectionCard title={t('account.detailsTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {details.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={reconnect.isPending}
            onClick={() => reconnect.mutate(id, { onError: notify.error })}
          >
            {tc('actions.reconnect')}
          </Button>
          <Button
            size="sm"
            variant="light"
            color={paused ? 'teal' : 'gray'}
            leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            loading={pause.isPending}
            onClick={() => pause.mutate({ id, paused: !paused }, { onError: notify.error })}
          >
            {paused ? t('account.resume') : t('account.pause')}
          </Button>
          {cloud && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconKey size={16} />}
              onClick={() => openWizard({ credentialId: id, step: 'credentials' })}
            >
              {tc('actions.update_password')}
            </Button>
          )}
          <Button
            size="sm"
            variant="light"
            leftSection={<IconArrowsExchange size={16} />}
            onClick={() => openWizard({ credentialId: id, step: 'change_automation' })}
          >
            {t('account.switchAutomation')}
          </Button>
        </Group>
      </SectionCard>
      {credential.automation_type === 'extension' && <ExtensionConnectCard credentialId={id} />}
      {credential.required_2fa && credential.required_2fa !== 'other' && (
        <SectionCard
          title={t('account.twoFactorTitle')}
          action={<Badge variant="light">{credential.two_factor?.status ?? t('account.notSet')}</Badge>}
        >
          <TwoFactorForm credential={credential} />
        </SectionCard>
      )}
      <EmailIntegrationsCard credentialId={id} username={credential.username} />
      <SectionCard title={t('account.removeTitle')} description={t('account.removeText')}>
        <Group>
          <Button
            size="sm"
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={confirm.open}
            data-testid="remove-account"
          >
            {t('account.remove')}
          </Button>
        </Group>
      </SectionCard>
      <Modal
        opened={confirmOpen}
        onClose={confirm.close}
        title={<Text fw={700}>{t('account.removeConfirmTitle')}</Text>}
        size={420}
      >
        <Stack>
          <Text size="sm">{t('account.removeConfirmText', { name: credential.username })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    confirm.close();
                    notify.success(t('account.removed'));
                    navigate('/campaigns');
                  },
                  onError: notify.error,
                })
              }
            >
              {t('account.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
