import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_CHARS_RESET_VALUE } from '@leadloop/domain/campaigns/rules';
import { PENDING_INVITATIONS_SOFT_CAP } from '@leadloop/domain/credentials/limits';
import { WITHDRAW_AFTER_DAYS_DEFAULT } from '@leadloop/domain/credentials/settings';
import { notify } from '../../../lib/notify';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import {
  useConnectionSettings,
  useResetConnectionChars,
  useUpdateWithdraw,
  type ConnectionSettings,
} from '../api/connection';
import { SectionCard } from './section-card';
import { useSettingsCredential } from './use-settings-credential';

/** /settings/connection: withdraw old pending invitations; reset the connection-request characters. */
export function ConnectionPage() {
  const { t } = useTranslation('account-settings');
  const credential = useSettingsCredential();
  const settings = useConnectionSettings(credential._id);
  if (settings.isPending) return <PageState kind="loading" />;
  if (settings.isError)
    return <PageState kind="error" title={t('loadError')} description={translateError(settings.error)} />;
  return <ConnectionForm credentialId={credential._id} settings={settings.data} />;
}

function ConnectionForm({ credentialId, settings }: { credentialId: string; settings: ConnectionSettings }) {
  const { t } = useTranslation('account-settings');
  const saved = settings.withdraw;
  const [enabled, setEnabled] = useState(saved?.enabled ?? false);
  const [days, setDays] = useState<number | string>(saved?.days ?? WITHDRAW_AFTER_DAYS_DEFAULT);
  const withdraw = useUpdateWithdraw(credentialId);
  const reset = useResetConnectionChars(credentialId);
  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 7 && dayCount <= 180;

  return (
    <Stack gap="lg">
      <SectionCard
        title={t('connection.withdrawTitle')}
        description={t('connection.withdrawText', { cap: PENDING_INVITATIONS_SOFT_CAP })}
      >
        <Switch
          label={t('connection.withdrawSwitch')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          data-testid="withdraw-switch"
        />
        <NumberInput
          label={t('connection.days')}
          min={7}
          max={180}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          disabled={!enabled}
          error={daysValid ? undefined : t('connection.daysRange')}
          maw={220}
        />
        <Group justify="flex-end">
          <Button
            disabled={!daysValid}
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(
                { enabled, days: dayCount },
                { onSuccess: () => notify.success(t('saved')), onError: notify.error },
              )
            }
          >
            {t('save')}
          </Button>
        </Group>
      </SectionCard>
      <SectionCard
        title={t('connection.charsTitle')}
        description={t('connection.charsText', { count: CONNECTION_CHARS_RESET_VALUE })}
      >
        <Text size="sm" data-testid="connection-chars">
          {t('connection.charsNow', { count: settings.connection_chars })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('connection.charsHint')}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => notify.success(t('connection.charsReset')),
                onError: notify.error,
              })
            }
          >
            {t('connection.charsButton')}
          </Button>
        </Group>
      </SectionCard>
    </Stack>
  );
}
