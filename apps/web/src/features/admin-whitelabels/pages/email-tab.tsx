import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { EMAIL_TEST_TYPES, useSendTestEmails, type EmailTestType } from '../api/whitelabels';
import { SaveBar } from '../components/save-bar';
import { useSaveWhitelabel } from '../components/use-save';
import { useWhitelabelContext } from './whitelabel-layout';

/** email-configuration: the sender and the brand's own SMTP server, and test emails through it. */
export function EmailTab() {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: wl } = useWhitelabelContext();
  const { save, saving } = useSaveWhitelabel(wl.brand);
  const { has_smtp_password: hasPassword, ...stored } = wl.email;
  const [email, setEmail] = useState(stored);
  const [password, setPassword] = useState('');
  const dirty = JSON.stringify(email) !== JSON.stringify(stored) || password !== '';
  const text = (key: keyof typeof email) => ({
    value: (email[key] as string | null) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setEmail((m) => ({ ...m, [key]: e.currentTarget.value.trim() ? e.currentTarget.value : null })),
  });

  return (
    <Stack gap="lg">
      <Card>
        <Stack>
          <Text fw={600}>{t('email.sender')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('email.senderName')} placeholder={wl.name} {...text('sender_name')} />
            <TextInput
              label={t('email.senderEmail')}
              placeholder="hello@example.com"
              {...text('sender_email')}
            />
          </SimpleGrid>
          <Text fw={600} mt="sm">
            {t('email.smtp')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('email.smtpHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('email.host')} placeholder="smtp.example.com" {...text('smtp_host')} />
            <NumberInput
              size="md"
              label={t('email.port')}
              value={email.smtp_port ?? ''}
              min={1}
              max={65535}
              onChange={(v) => setEmail((m) => ({ ...m, smtp_port: v === '' ? null : Number(v) }))}
            />
            <TextInput label={t('email.user')} {...text('smtp_user')} />
            <PasswordInput
              label={t('email.password')}
              placeholder={hasPassword ? t('email.passwordKept') : ''}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Switch
            label={t('email.secure')}
            checked={email.smtp_secure}
            onChange={(e) => setEmail((m) => ({ ...m, smtp_secure: e.currentTarget.checked }))}
          />
        </Stack>
      </Card>
      <SaveBar
        dirty={dirty}
        saving={saving}
        onSave={() =>
          save({ email: { ...email, ...(password ? { smtp_password: password } : {}) } }, () =>
            setPassword(''),
          )
        }
      />
      <TestEmails brand={wl.brand} />
    </Stack>
  );
}

function TestEmails({ brand }: { brand: string }) {
  const { t } = useTranslation('admin-whitelabels');
  const send = useSendTestEmails();
  const [to, setTo] = useState('');
  const [types, setTypes] = useState<EmailTestType[]>(['activation']);
  return (
    <Card>
      <Stack>
        <Text fw={600}>{t('email.test')}</Text>
        <Text size="sm" c="dimmed">
          {t('email.testHint')}
        </Text>
        <TextInput
          label={t('email.testTo')}
          type="email"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          data-testid="wl-test-to"
        />
        <Checkbox.Group
          label={t('email.testTypes')}
          value={types}
          onChange={(v) => setTypes(v as EmailTestType[])}
        >
          <Group mt={4}>
            {EMAIL_TEST_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`email.types.${type}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!to.trim() || !types.length}
            loading={send.isPending}
            onClick={() =>
              send.mutate(
                { email: to.trim(), user: brand, types },
                {
                  onSuccess: (r) =>
                    r.results.every((x) => x.status !== 'failed')
                      ? notify.success(t('email.testSent'))
                      : notify.warning(t('email.testFailed')),
                  onError: (e) => notify.error(e),
                },
              )
            }
            data-testid="wl-test-send"
          >
            {t('email.testSend')}
          </Button>
        </Group>
        {send.data && (
          <Stack gap={4} data-testid="wl-test-results">
            {send.data.results.map((r) => (
              <Group key={r.type} gap="xs" wrap="nowrap">
                <Badge color={r.status === 'failed' ? 'red' : 'teal'} variant="light">
                  {t(
                    `email.status.${r.status === 'failed' ? 'failed' : r.status === 'sent' ? 'sent' : 'logged'}`,
                  )}
                </Badge>
                <Text size="sm">{t(`email.types.${r.type}`)}</Text>
                {r.error && (
                  <Text size="xs" c="red" lineClamp={1}>
                    {r.error}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
