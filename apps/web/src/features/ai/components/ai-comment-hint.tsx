import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ai_comment step has no text of its own: what it does, in plain words. */
export function AiCommentHint() {
  const { t } = useTranslation('ai');
  return (
    <Text size="sm" c="dimmed">
      {t('builder.aiCommentHint')}
    </Text>
  );
}
