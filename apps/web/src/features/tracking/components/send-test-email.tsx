import { useState } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useAppSessionContext } from '../../spaces';
import { sendTestEmail } from '../api';

const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

interface Props {
  /** The campaign's account: the test goes out through its mailbox. */
  credentialId: string | null;
  subject?: string;
  content: string;
}

/** "Send test" in the email step editor: the step, placeholders filled for a sample person, to one address. */
export function SendTestEmailButton({ credentialId, subject, content }: Props) {
  const { t } = useTranslation('tracking');
  const session = useAppSessionContext();
  const [opened, setOpened] = useState(false);
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: sendTestEmail });

  const open = () => {
    setTo((v) => v || session.user?.email || '');
    setError(null);
    setOpened(true);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(to)) return setError(t('test.invalidEmail'));
    try {
      await send.mutateAsync({
        credentials_id: credentialId!,
        to: to.trim(),
        subject: subject ?? '',
        content,
      });
      setOpened(false);
      notify.success(t('test.sent', { email: to.trim() }));
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} />}
        disabled={!credentialId || !content.trim()}
        onClick={open}
        data-testid="send-test-email"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('test.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={<Text fw={700}>{t('test.title')}</Text>}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('test.intro')}
            </Text>
            <TextInput
              label={t('test.to')}
              type="email"
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-end' }}>
              {t('test.send')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
