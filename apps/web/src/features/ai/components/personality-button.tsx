import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/messages';
import { usePersonality } from '../builder-api';

/** ai_powered_personality_type on a prospect: their communication style, read from their profile on request. */
export function PersonalityButton({ profileId }: { profileId: string }) {
  const { t } = useTranslation('ai');
  const personality = usePersonality();
  const answer = personality.data;
  if (answer)
    return (
      <Tooltip
        label={
          answer.evidence.length
            ? t('personality.from', { words: answer.evidence.join(', ') })
            : t('personality.noEvidence')
        }
        withArrow
      >
        <Badge variant="light" color="grape" tabIndex={0} data-testid="personality-type">
          {t(`personality.types.${answer.type}`)}
        </Badge>
      </Tooltip>
    );
  return (
    <Group gap={6}>
      <Button
        size="compact-xs"
        variant="subtle"
        color="grape"
        leftSection={<IconSparkles size={12} />}
        loading={personality.isPending}
        onClick={() => personality.mutate(profileId)}
        data-testid="personality-run"
      >
        {t('personality.run')}
      </Button>
      {personality.error && (
        <Text size="xs" c="red" role="alert">
          {translateError(personality.error)}
        </Text>
      )}
    </Group>
  );
}
