import { Alert, Anchor, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TCPA_WINDOW_END_HOUR,
  TCPA_WINDOW_START_HOUR,
  VOICEMAIL_DROPS_MAX,
  VOICEMAIL_DROPS_WINDOW_DAYS,
} from '@leadloop/domain/dialer/rules';
import { translateError, translateMessage } from '../../../../lib/messages';
import { useVoicemails } from '../../../account-settings';
import { useSelectedCredential } from '../../api/fetch-credentials';
import type { CampaignStep } from '../../types';

/** Voicemail step: which of the account's recordings to drop, and the rules a drop follows (001 §9). */
export default function VoicemailStepFields({
  step,
  onChange,
  error,
}: {
  step: CampaignStep;
  onChange: (step: CampaignStep) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('campaigns');
  const { id: credentialId } = useSelectedCredential();
  const voicemails = useVoicemails(credentialId ?? '');
  const rules = t('builder.voicemailRules', {
    start: TCPA_WINDOW_START_HOUR,
    end: TCPA_WINDOW_END_HOUR,
    max: VOICEMAIL_DROPS_MAX,
    days: VOICEMAIL_DROPS_WINDOW_DAYS,
  });

  if (!credentialId || voicemails.isPending) return <Skeleton h={56} radius="md" />;
  if (voicemails.isError)
    return (
      <Alert color="red" variant="light">
        {translateError(voicemails.error)}
      </Alert>
    );
  if (voicemails.data.length === 0)
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="voicemail-none">
        <Stack gap={4}>
          <Text size="sm">{t('builder.voicemailNone')}</Text>
          <Anchor component={Link} to="/settings/voicemails" size="sm">
            {t('builder.voicemailUpload')}
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap={6}>
      <Select
        label={t('builder.voicemailAudio')}
        placeholder={t('builder.voicemailPick')}
        allowDeselect={false}
        data={voicemails.data.map((v) => ({
          value: v._id,
          label: v.duration ? `${v.name} · ${Math.round(v.duration)} s` : v.name,
        }))}
        value={step.audio_id ?? null}
        onChange={(value) => onChange({ ...step, audio_id: value ?? undefined })}
        error={error ? translateMessage(error) : null}
        data-testid={`voicemail-audio-${step.id}`}
      />
      <Text size="xs" c="dimmed">
        {rules}
      </Text>
    </Stack>
  );
}
