import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { securityCodeSchema } from '@leadloop/domain/credentials/rules';
import { APP_CODE_REFRESH_VALUE, securityCodeExpiresAt } from '@leadloop/domain/credentials/timing';
import { translateError, translateMessage } from '../../../../lib/messages';
import { notify } from '../../../../lib/notify';
import { useSendCode } from '../../api/mutations';
import { ActivityNotice } from '../../components/activity-notice';
import { useNow } from '../../hooks/use-now';
import type { Credential } from '../../types';
import { PhoneForm } from './phone-form';
import { TwoFactorForm } from './two-factor-form';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** Step 5: the network's challenge — a 6-digit code (expiry countdown, resend), a phone, two-factor, or another state. */
export function VerificationStep({
  credential,
  onAnswered,
}: {
  credential: Credential;
  onAnswered: (c: Credential) => void;
}) {
  const auth = credential.auth_status ?? {};
  if (auth.security_code?.requested_at) return <CodeForm credential={credential} onAnswered={onAnswered} />;
  if (auth.phone?.requested_at) return <PhoneForm credential={credential} onAnswered={onAnswered} />;
  if (credential.required_2fa && credential.required_2fa !== 'other')
    return <TwoFactorForm credential={credential} onAnswered={onAnswered} />;
  return <ActivityNotice credential={credential} />;
}

function CodeForm({
  credential,
  onAnswered,
}: {
  credential: Credential;
  onAnswered: (c: Credential) => void;
}) {
  const { t } = useTranslation('credentials');
  const now = useNow(1000);
  const send = useSendCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const security = credential.auth_status.security_code!;
  const pinType = security.pin_type ?? 'email';
  const expiresAt = securityCodeExpiresAt(security.requested_at!, pinType).getTime();
  const expired = now >= expiresAt;

  const submit = (value: string) => {
    const parsed = securityCodeSchema.safeParse(value);
    if (!parsed.success) return setError(translateMessage(MESSAGES.securityCodeFormat));
    setError(null);
    send.mutate(
      { id: credential._id, resend: false, code: parsed.data },
      { onSuccess: onAnswered, onError: (e) => setError(translateError(e)) },
    );
  };
  const resend = () =>
    send.mutate(
      { id: credential._id, resend: true },
      {
        onSuccess: (c) => {
          setCode('');
          setError(null);
          notify.success(t('notices.codeResent'));
          onAnswered(c);
        },
        onError: notify.error,
      },
    );

  if (pinType === 'app') {
    return (
      <Stack gap="md">
        <Text size="sm">{t('wizard.verification.appIntro', { minutes: 10 })}</Text>
        <Text size="sm" c={expired ? 'red' : 'dimmed'} data-testid="code-countdown">
          {expired
            ? t('wizard.verification.expired')
            : t('wizard.verification.expiresIn', { time: mmss(expiresAt - now) })}
        </Text>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={() => submit(APP_CODE_REFRESH_VALUE)} loading={send.isPending} disabled={expired}>
            {t('wizard.verification.approved')}
          </Button>
          <Button variant="subtle" onClick={resend} disabled={send.isPending}>
            {t('wizard.verification.resend')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('wizard.verification.codeIntro', { channel: t(`channels.${pinType}`) })}</Text>
      {security.is_wrong && !error && (
        <Alert color="orange" variant="light">
          {t('activity.security_code_wrong')}
        </Alert>
      )}
      <Group justify="center">
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          size="lg"
          value={code}
          onChange={setCode}
          onComplete={submit}
          error={Boolean(error)}
          disabled={expired || send.isPending}
          aria-label={t('fields.securityCode')}
          data-testid="security-code"
        />
      </Group>
      {error && (
        <Text size="sm" c="red" ta="center" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c={expired ? 'red' : 'dimmed'} data-testid="code-countdown">
          {expired
            ? t('wizard.verification.expired')
            : t('wizard.verification.expiresIn', { time: mmss(expiresAt - now) })}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={resend} disabled={send.isPending}>
          {t('wizard.verification.resend')}
        </Anchor>
      </Group>
      <Button onClick={() => submit(code)} loading={send.isPending} disabled={expired} fullWidth>
        {t('wizard.verification.submit')}
      </Button>
    </Stack>
  );
}
