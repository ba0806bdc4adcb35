import { ActionIcon, Badge, Card, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages';
import { hasText, STEP_KINDS } from '../lib/step-catalog';
import type { CampaignStep } from '../types';
import { StepEditor } from './step-editor';

interface Props {
  step: CampaignStep;
  index: number;
  count: number;
  error?: string | null;
  errorVariant?: number;
  onChange: (step: CampaignStep) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One step of a linear sequence: its kind, place in the order and fields. */
export function StepCard({ step, index, count, error, errorVariant, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('campaigns');
  const info = STEP_KINDS[step.type];
  const textless = !hasText(step.type) && step.type !== 'webhook' && step.type !== 'voicemail';
  return (
    <Card
      padding="md"
      data-testid={`step-${index + 1}`}
      style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={info.color} radius="md">
            {info.icon}
          </ThemeIcon>
          <div>
            <Text fw={600} size="sm">
              {t(`step.${step.type}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('builder.stepNumber', { number: index + 1 })}
            </Text>
          </div>
          {step.variants && (
            <Badge variant="light" color="grape" size="sm">
              A/B
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('builder.moveUp')}>
            <ActionIcon
              variant="subtle"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('builder.moveUp')}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('builder.moveDown')}>
            <ActionIcon
              variant="subtle"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('builder.moveDown')}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('builder.removeStep')}>
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('builder.removeStep')}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <StepEditor
        step={step}
        onChange={onChange}
        error={error}
        errorVariant={errorVariant}
        isFirst={index === 0 && step.type !== 'delay'}
      />
      {error && textless && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {translateMessage(error)}
        </Text>
      )}
    </Card>
  );
}
