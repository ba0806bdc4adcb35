import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignStep } from '../../types';

type CallSettings = NonNullable<CampaignStep['call']>;

/** Call step: when the call task falls due (its script is the step's text; its assignee the account's owner). */
export default function CallStepFields({
  step,
  onChange,
}: {
  step: CampaignStep;
  onChange: (step: CampaignStep) => void;
}) {
  const { t } = useTranslation('campaigns');
  const call = step.call ?? {};
  const set = (patch: Partial<CallSettings>) => onChange({ ...step, call: { ...call, ...patch } });
  return (
    <>
      <NumberInput
        label={t('builder.taskDueDays')}
        description={t('builder.taskDueDaysHint')}
        min={0}
        max={90}
        allowDecimal={false}
        value={call.due_days ?? 0}
        onChange={(v) => set({ due_days: typeof v === 'number' ? v : 0 })}
      />
      <Text size="xs" c="dimmed">
        {t('builder.taskAssigneeHint')}
      </Text>
    </>
  );
}
