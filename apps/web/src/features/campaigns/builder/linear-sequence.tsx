import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { newStepId } from '../lib/draft';
import type { StepProblem } from '../lib/validate';
import type { BuilderStepType, CampaignStep } from '../types';
import { AddStepMenu } from './add-step-menu';
import { AiSequenceAssistant } from '../../ai';
import { StepCard } from './step-card';

interface Props {
  steps: CampaignStep[];
  problems: StepProblem[];
  onChange: (steps: CampaignStep[]) => void;
}

export const makeStep = (type: BuilderStepType, first: boolean): CampaignStep => ({
  id: newStepId(),
  type,
  delay_days: first || type === 'condition' ? 0 : 1,
  delay_hours: 0,
  ...(type === 'condition' ? { condition: { kind: 'is_connected' as const } } : {}),
});

/** A linear sequence: steps in order, each with its wait after the previous one. */
export function LinearSequence({ steps, problems, onChange }: Props) {
  const { t } = useTranslation('campaigns');
  const update = (index: number, step: CampaignStep) =>
    onChange(steps.map((s, i) => (i === index ? step : s)));
  const move = (index: number, delta: -1 | 1) => {
    const next = [...steps];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    onChange(next);
  };
  const add = (type: BuilderStepType) => onChange([...steps, makeStep(type, steps.length === 0)]);
  // Issue 19: the builder assistant's sequence from a goal, added after the steps already there.
  const generated = (
    <AiSequenceAssistant
      onSteps={(made) =>
        onChange([
          ...steps,
          ...made.map((s, i) => ({
            ...makeStep(s.type, steps.length + i === 0),
            delay_days: steps.length + i === 0 ? 0 : s.delay_days,
            content: s.content,
            ...(s.subject ? { subject: s.subject } : {}),
          })),
        ])
      }
    />
  );

  if (!steps.length) {
    return (
      <PageState
        kind="empty"
        title={t('builder.noSteps')}
        description={t('builder.noStepsHint')}
        action={
          <Group gap="sm" justify="center">
            <AddStepMenu onAdd={add} variant="filled" />
            {generated}
          </Group>
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      {steps.map((step, index) => (
        <StepCard
          key={step.id}
          step={step}
          index={index}
          count={steps.length}
          error={problems.find((p) => p.stepId === step.id)?.message}
          errorVariant={problems.find((p) => p.stepId === step.id)?.variant}
          onChange={(s) => update(index, s)}
          onMove={(delta) => move(index, delta)}
          onRemove={() => onChange(steps.filter((_, i) => i !== index))}
        />
      ))}
      <Group gap="sm">
        <AddStepMenu onAdd={add} />
        {generated}
      </Group>
      <Text size="xs" c="dimmed">
        {t('builder.rulesHint')}
      </Text>
    </Stack>
  );
}
