import { Badge, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AI_LABELS, type AiLabel } from '@leadloop/domain/ai/enums';
import { notify } from '../../../lib/notify';
import { useAiLabels, useCorrectLabel } from '../api';

const COLORS: Record<AiLabel, string> = {
  interested: 'teal',
  not_interested: 'gray',
  out_of_office: 'yellow',
  making_an_introduction: 'indigo',
  wrong_contact: 'orange',
  follow_up_later: 'blue',
  hard_no: 'red',
  neutral: 'gray',
};

/**
 * The AI label of the latest reply (of a conversation, or of a prospect): a badge that opens a menu to
 * correct it. A correction is kept beside the AI's label and counted.
 */
export function AiLabelBadge({ conversationId, profileId }: { conversationId?: string; profileId?: string }) {
  const { t } = useTranslation('ai');
  const labels = useAiLabels(
    conversationId ? { conversation_id: conversationId } : { profile_id: profileId },
  );
  const correct = useCorrectLabel();
  const latest = labels.data?.latest;
  if (!latest) return null;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Tooltip
          label={
            latest.corrected
              ? t('correctedFrom', { label: t(`labels.${latest.ai_label}`) })
              : t('confidence', { value: Math.round(latest.confidence * 100) })
          }
        >
          <UnstyledButton aria-label={t('changeLabel')} data-testid="ai-label">
            <Badge
              variant="light"
              color={COLORS[latest.label]}
              leftSection={<IconSparkles size={12} />}
              style={{ cursor: 'pointer' }}
            >
              {t(`labels.${latest.label}`)}
            </Badge>
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('correctLabel')}</Menu.Label>
        {AI_LABELS.map((label) => (
          <Menu.Item
            key={label}
            onClick={() =>
              correct.mutate(
                { id: latest._id, label },
                { onSuccess: () => notify.success(t('labelCorrected')), onError: notify.error },
              )
            }
          >
            <Group gap={6}>
              <Badge size="xs" variant="dot" color={COLORS[label]} />
              <Text size="sm" fw={label === latest.label ? 700 : 400}>
                {t(`labels.${label}`)}
              </Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
