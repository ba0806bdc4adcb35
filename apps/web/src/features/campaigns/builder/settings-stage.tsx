import { Card, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignDraft } from '../lib/draft';
import { CAMPAIGN_FLAGS } from '../types';

interface Props {
  draft: CampaignDraft;
  onChange: (patch: Partial<CampaignDraft>) => void;
}

/** Stage 3: who enters the campaign and how steps are sent (001 §3 workflow flags), manual approval. */
export function SettingsStage({ draft, onChange }: Props) {
  const { t } = useTranslation('campaigns');
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={4}>{t('settings.title')}</Title>
        {CAMPAIGN_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`settings.${flag}.label`)}
            description={t(`settings.${flag}.hint`)}
            checked={draft.flags[flag]}
            onChange={(e) => onChange({ flags: { ...draft.flags, [flag]: e.currentTarget.checked } })}
          />
        ))}
        <Switch
          label={t('settings.manualApproval.label')}
          description={t('settings.manualApproval.hint')}
          checked={draft.manualApproval}
          onChange={(e) => onChange({ manualApproval: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
