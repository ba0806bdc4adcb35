import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePhoneModal } from '@leadloop/domain/common/phone';
import { phoneRequestExpiresAt } from '@leadloop/domain/credentials/timing';
import { translateError, translateMessage } from '../../../../lib/messages';
import { notify } from '../../../../lib/notify';
import { useResendPhone, useSendPhone } from '../../api/mutations';
import { listCountries } from '../../geo';
import { useNow } from '../../hooks/use-now';
import type { Credential } from '../../types';

/** The network asks for a phone to send the code to; the request lasts 15 minutes, then resend is offered. */
export function PhoneForm({
  credential,
  onAnswered,
}: {
  credential: Credential;
  onAnswered: (c: Credential) => void;
}) {
  const { t, i18n } = useTranslation('credentials');
  const now = useNow(1000);
  const send = useSendPhone();
  const resend = useResendPhone();
  const [country, setCountry] = useState<string | null>(credential.country_code);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expired = now >= phoneRequestExpiresAt(credential.auth_status.phone!.requested_at!).getTime();
  const countries = useMemo(
    () =>
      listCountries(i18n.language).map((c) => ({
        value: c.code,
        label: `${c.name} (+${c.phone_code})`,
        phone_code: c.phone_code,
      })),
    [i18n.language],
  );

  const submit = () => {
    const digits = number.replace(/[\s\-()]/g, '');
    const valid = validatePhoneModal(digits, country);
    if (valid !== true) return setError(translateMessage(valid));
    setError(null);
    send.mutate(
      {
        id: credential._id,
        number: digits,
        country_code: country!,
        phone_code: countries.find((c) => c.value === country)?.phone_code ?? '',
      },
      {
        onSuccess: (c) => {
          notify.success(translateMessage('Phone number has been sent'));
          onAnswered(c);
        },
        onError: (e) => setError(translateError(e)),
      },
    );
  };

  if (expired) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light">
          {translateMessage('Request for adding a phone number has expired')}
        </Alert>
        <Button
          onClick={() => resend.mutate(credential._id, { onSuccess: onAnswered, onError: notify.error })}
          loading={resend.isPending}
        >
          {t('actions.resend_phone')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('wizard.verification.phoneIntro')}</Text>
      {credential.auth_status.phone?.is_wrong && (
        <Alert color="orange" variant="light">
          {translateMessage('Wrong phone')}
        </Alert>
      )}
      <Group grow align="flex-start">
        <Select
          label={t('fields.country')}
          data={countries}
          searchable
          value={country}
          onChange={setCountry}
          nothingFoundMessage={t('common.noOptions')}
        />
        <TextInput
          label={t('fields.phone')}
          inputMode="tel"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
        />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button onClick={submit} loading={send.isPending}>
        {t('wizard.verification.sendPhone')}
      </Button>
    </Stack>
  );
}
