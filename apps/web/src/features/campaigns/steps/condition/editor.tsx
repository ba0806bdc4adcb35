import { Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONDITION_KINDS, type ConditionKind } from '../../types';
import type { StepFieldsProps } from '../editor';

/** Condition node: the question it asks (and, for "accepted within", how many days). */
export default function ConditionStepFields({ step, onChange }: StepFieldsProps) {
  const { t } = useTranslation('campaigns');
  const set = (condition: NonNullable<typeof step.condition>) => onChange({ ...step, condition });
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('builder.conditionKind')}
        allowDeselect={false}
        data={CONDITION_KINDS.map((k) => ({ value: k, label: t(`condition.${k}`) }))}
        value={step.condition?.kind ?? 'is_connected'}
        onChange={(v) => {
          const kind = (v ?? 'is_connected') as ConditionKind;
          set(kind === 'accepted_within' ? { kind, days: step.condition?.days ?? 7 } : { kind });
        }}
        w={260}
      />
      {step.condition?.kind === 'accepted_within' && (
        <NumberInput
          label={t('builder.withinDays')}
          min={1}
          max={90}
          w={120}
          value={step.condition.days ?? 7}
          onChange={(v) => set({ kind: 'accepted_within', days: Number(v) || 1 })}
        />
      )}
    </Group>
  );
}
