import { Badge, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { REPLY_LABEL_WAIT_DAYS } from '@leadloop/domain/campaigns/condition-kinds';
import { STEP_KINDS } from '../lib/step-catalog';
import type { CampaignStep } from '../types';

export type StepNodeData = { step: CampaignStep; error: boolean; isStart: boolean };
export type StepFlowNode = Node<StepNodeData, 'step' | 'condition'>;

function Summary({ step }: { step: CampaignStep }) {
  const { t } = useTranslation(['campaigns', 'ai']);
  if (step.type === 'condition' && step.condition) {
    const { kind, days, label } = step.condition;
    return (
      <Text size="xs" c="dimmed">
        {kind === 'reply_labelled'
          ? t('condition.reply_labelled_as', {
              label: t(`ai:labels.${label ?? 'interested'}`),
              days: days ?? REPLY_LABEL_WAIT_DAYS,
            })
          : t(`condition.${kind}`, { days: days ?? 7 })}
      </Text>
    );
  }
  const wait =
    step.delay_days || step.delay_hours
      ? t('review.after', { days: step.delay_days, hours: step.delay_hours })
      : null;
  const text = step.content?.slice(0, 40);
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {[wait, text].filter(Boolean).join(' · ') || t('graph.noDetails')}
    </Text>
  );
}

/** A step (or condition) in the smart-sequence graph; conditions have a yes and a no output. */
export function StepNode({ data, selected }: NodeProps<StepFlowNode>) {
  const { t } = useTranslation('campaigns');
  const { step, error, isStart } = data;
  const info = STEP_KINDS[step.type];
  const border = error
    ? 'var(--mantine-color-red-6)'
    : selected
      ? 'var(--mantine-primary-color-filled)'
      : undefined;
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      p="sm"
      w={260}
      radius="md"
      style={{ borderColor: border, borderWidth: border ? 2 : undefined }}
      data-testid={`node-${step.id}`}
    >
      {!isStart && <Handle type="target" position={Position.Top} />}
      <Group gap="xs" wrap="nowrap" mb={4}>
        <ThemeIcon size="sm" variant="light" color={info.color}>
          {info.icon}
        </ThemeIcon>
        <Text size="sm" fw={600} truncate style={{ minWidth: 0, flex: 1 }}>
          {t(`step.${step.type}`)}
        </Text>
        {step.variants && (
          <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
            A/B
          </Badge>
        )}
        {isStart && (
          <Badge size="xs" variant="outline" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t('graph.start')}
          </Badge>
        )}
      </Group>
      <Summary step={step} />
      {step.type === 'condition' ? (
        <>
          <Handle
            type="source"
            id="yes"
            position={Position.Bottom}
            style={{ left: '25%', background: 'var(--mantine-color-teal-6)' }}
          />
          <Handle
            type="source"
            id="no"
            position={Position.Bottom}
            style={{ left: '75%', background: 'var(--mantine-color-red-6)' }}
          />
          <Group justify="space-between" mt={6}>
            <Text size="xs" c="teal" fw={600}>
              {t('graph.yes')}
            </Text>
            <Text size="xs" c="red" fw={600}>
              {t('graph.no')}
            </Text>
          </Group>
        </>
      ) : (
        <Handle type="source" position={Position.Bottom} />
      )}
    </Paper>
  );
}
