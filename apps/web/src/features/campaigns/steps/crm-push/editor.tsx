import { Select, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CRM_PLATFORMS, type CrmPlatform } from '@leadloop/domain/crm/platforms';
import type { CampaignStep } from '../../types';

type CrmSettings = NonNullable<CampaignStep['crm']>;

/** CRM push step: which CRM, and whether to open a deal too. */
export default function CrmStepFields({
  step,
  onChange,
}: {
  step: CampaignStep;
  onChange: (step: CampaignStep) => void;
}) {
  const { t } = useTranslation('campaigns');
  const crm = step.crm ?? {};
  const set = (patch: Partial<CrmSettings>) => onChange({ ...step, crm: { ...crm, ...patch } });
  return (
    <>
      <Select
        label={t('builder.crmPlatform')}
        allowDeselect={false}
        data={CRM_PLATFORMS.map((p) => ({ value: p, label: t(`builder.crmPlatforms.${p}`) }))}
        value={crm.platform ?? 'default'}
        onChange={(v) => set({ platform: (v ?? 'default') as CrmPlatform })}
      />
      <Switch
        label={t('builder.crmCreateDeal')}
        checked={crm.create_deal === true}
        onChange={(e) => set({ create_deal: e.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        {t('builder.crmPushHint')}
      </Text>
    </>
  );
}
