import { Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_LABELS, type AiLabel } from '@leadloop/domain/ai/enums';
import { REPLY_LABEL_WAIT_DAYS } from '@leadloop/domain/campaigns/condition-kinds';
import { CONDITION_KINDS, type ConditionKind } from '../../types';
import type { StepFieldsProps } from '../editor';

type Condition = NonNullable<StepFieldsProps['step']['condition']>;

/** A new question's own fields: "accepted within" its days, "reply labelled" its label and days. */
const initial = (kind: ConditionKind, was: Condition | undefined): Condition => {
  if (kind === 'accepted_within') return { kind, days: was?.days ?? 7 };
  if (kind === 'reply_labelled')
    return { kind, label: was?.label ?? 'interested', days: was?.days ?? REPLY_LABEL_WAIT_DAYS };
  return { kind };
};

/** Condition node: the question it asks (and its days; for "reply labelled", the AI label too). */
export default function ConditionStepFields({ step, onChange }: StepFieldsProps) {
  const { t } = useTranslation(['campaigns', 'ai']);
  const condition = step.condition;
  const set = (next: Condition) => onChange({ ...step, condition: next });
  const kind = condition?.kind ?? 'is_connected';
  const defaultDays = kind === 'reply_labelled' ? REPLY_LABEL_WAIT_DAYS : 7;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('builder.conditionKind')}
        allowDeselect={false}
        data={CONDITION_KINDS.map((k) => ({ value: k, label: t(`condition.${k}`, { days: 7 }) }))}
        value={kind}
        onChange={(v) => set(initial((v ?? 'is_connected') as ConditionKind, condition))}
        w={260}
        maw="100%"
      />
      {kind === 'reply_labelled' && (
        <Select
          label={t('builder.replyLabel')}
          allowDeselect={false}
          data={AI_LABELS.map((l) => ({ value: l, label: t(`ai:labels.${l}`) }))}
          value={condition?.label ?? 'interested'}
          onChange={(v) => set({ ...condition!, label: (v ?? 'interested') as AiLabel })}
          w={220}
          maw="100%"
          data-testid="condition-reply-label"
        />
      )}
      {(kind === 'accepted_within' || kind === 'reply_labelled') && (
        <NumberInput
          label={t('builder.withinDays')}
          min={1}
          max={90}
          w={120}
          value={condition?.days ?? defaultDays}
          onChange={(v) => set({ ...condition!, kind, days: Number(v) || 1 })}
        />
      )}
    </Group>
  );
}
