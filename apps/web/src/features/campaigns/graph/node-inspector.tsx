import { ActionIcon, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddStepMenu } from '../builder/add-step-menu';
import { StepEditor } from '../builder/step-editor';
import { translateMessage } from '../../../lib/messages';
import { hasText, STEP_KINDS } from '../lib/step-catalog';
import { STEP_EDITORS } from '../steps';
import type { BuilderStepType, CampaignStep } from '../types';

interface Props {
  step: CampaignStep | null;
  error?: string | null;
  errorVariant?: number;
  onChange: (step: CampaignStep) => void;
  onRemove: (id: string) => void;
  onAddAfter: (type: BuilderStepType, branch?: 'yes' | 'no') => void;
}

/** The selected node's fields, and buttons to add the next step (on the yes or no branch of a condition). */
export function NodeInspector({ step, error, errorVariant, onChange, onRemove, onAddAfter }: Props) {
  const { t } = useTranslation('campaigns');
  if (!step) {
    return (
      <Card padding="lg" h="100%">
        <Text size="sm" c="dimmed">
          {t('graph.selectNode')}
        </Text>
      </Card>
    );
  }
  const info = STEP_KINDS[step.type];
  return (
    <Card padding="lg" data-testid="node-inspector">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color={info.color}>
              {info.icon}
            </ThemeIcon>
            <Title order={5} lineClamp={1}>
              {t(`step.${step.type}`)}
            </Title>
          </Group>
          <Tooltip label={t('graph.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('graph.remove')}
              onClick={() => onRemove(step.id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <StepEditor key={step.id} step={step} onChange={onChange} error={error} errorVariant={errorVariant} />
        {error && !hasText(step.type) && !STEP_EDITORS[step.type]?.ownsError && (
          <Text size="sm" c="red" role="alert">
            {translateMessage(error)}
          </Text>
        )}
        {STEP_EDITORS[step.type]?.branches ? (
          <Group gap="xs">
            <AddStepMenu
              onAdd={(type) => onAddAfter(type, 'yes')}
              withCondition
              label={t('graph.addOnYes')}
              size="xs"
            />
            <AddStepMenu
              onAdd={(type) => onAddAfter(type, 'no')}
              withCondition
              label={t('graph.addOnNo')}
              size="xs"
              variant="default"
            />
          </Group>
        ) : (
          <AddStepMenu
            onAdd={(type) => onAddAfter(type)}
            withCondition
            label={t('graph.addNext')}
            size="xs"
          />
        )}
      </Stack>
    </Card>
  );
}
