import { useEffect, useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AI_CAMPAIGN_CHANNELS } from '@leadloop/domain/ai/enums';
import { AI_CAMPAIGNS_MAX } from '@leadloop/domain/ai/rules';
import { getCurrentSpace } from '../../../lib/current-space';
import { translateError } from '../../../lib/messages';
import { credentialName, credentialsQueryOptions } from '../../credentials';
import { useCalendlyEvents, useConnectCalendly } from '../api';
import type { StepProps } from './fields';

/** Without a calendar the settings step is this connect step (000 §2): a Calendly access token. */
export function ConnectStep() {
  const { t } = useTranslation('ai-employees');
  const connect = useConnectCalendly();
  const [token, setToken] = useState('');
  return (
    <Stack>
      <Text>{t('wizard.connect.text')}</Text>
      <PasswordInput
        label={t('wizard.connect.token')}
        value={token}
        onChange={(e) => setToken(e.currentTarget.value)}
      />
      {connect.error && <Text c="red">{translateError(connect.error)}</Text>}
      <Group>
        <Button
          loading={connect.isPending}
          disabled={token.trim().length < 10}
          onClick={() => connect.mutate(token.trim())}
        >
          {t('wizard.connect.button')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings: the account, the Calendly user and event, the messaging mode, follow-ups, campaigns to generate. */
export function SettingsStep({
  values,
  set,
  users,
}: StepProps & { users: { id: string; first_name: string; last_name: string }[] }) {
  const { t } = useTranslation('ai-employees');
  const accounts = useQuery(credentialsQueryOptions(getCurrentSpace()));
  const events = useCalendlyEvents(values.calendly_user ?? null);
  // changing the Calendly user reloads its event types and selects the first (000 §4)
  const [pickFirst, setPickFirst] = useState(false);
  const firstEvent = events.data?.items[0]?._id ?? null;
  useEffect(() => {
    if (!pickFirst || !firstEvent) return;
    setPickFirst(false);
    set({ ...values, calendly_event: firstEvent });
  }, [pickFirst, firstEvent, values, set]);
  return (
    <Stack>
      <Select
        label={t('wizard.settings.account')}
        data={(accounts.data ?? []).map((c) => ({ value: c._id, label: credentialName(c) }))}
        value={values.credentials_id ?? null}
        onChange={(v) => set({ ...values, credentials_id: v })}
        data-testid="settings-account"
      />
      <Select
        label={t('wizard.settings.calendlyUser')}
        data={users.map((u) => ({ value: u.id, label: `${u.first_name} ${u.last_name}`.trim() }))}
        value={values.calendly_user ?? null}
        onChange={(v) => {
          set({ ...values, calendly_user: v, calendly_event: null });
          setPickFirst(Boolean(v));
        }}
        data-testid="settings-calendly-user"
      />
      <Select
        label={t('wizard.settings.calendlyEvent')}
        data={(events.data?.items ?? []).map((e) => ({ value: e._id, label: e.name }))}
        value={values.calendly_event ?? null}
        onChange={(v) => set({ ...values, calendly_event: v })}
        clearable
        data-testid="settings-calendly-event"
      />
      <SegmentedControl
        data={[
          { value: 'automatic', label: t('wizard.settings.automatic') },
          { value: 'manual', label: t('wizard.settings.manual') },
        ]}
        value={values.mode}
        onChange={(v) => set({ ...values, mode: v as 'manual' | 'automatic' })}
      />
      <Group align="flex-end">
        <Switch
          label={t('wizard.settings.followUps')}
          checked={values.is_follow_up_enabled}
          onChange={(e) => set({ ...values, is_follow_up_enabled: e.currentTarget.checked })}
        />
        <NumberInput
          label={t('wizard.settings.followUpCount')}
          min={1}
          max={5}
          value={values.number_of_follow_ups}
          onChange={(v) => set({ ...values, number_of_follow_ups: Number(v) || 1 })}
          disabled={!values.is_follow_up_enabled}
          w={160}
        />
      </Group>
      <Text fw={500}>{t('wizard.settings.generate')}</Text>
      <SimpleGrid cols={4}>
        {AI_CAMPAIGN_CHANNELS.map((c) => (
          <NumberInput
            key={c}
            label={t(`channels.${c}`)}
            min={0}
            max={AI_CAMPAIGNS_MAX}
            value={values.generate_campaigns[c] ?? 0}
            onChange={(v) =>
              set({ ...values, generate_campaigns: { ...values.generate_campaigns, [c]: Number(v) || 0 } })
            }
            data-testid={`generate-${c}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
