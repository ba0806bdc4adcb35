import { Alert, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AutomationType } from '../../types';

/** Step 6: confirm moving the account to the other automation type (needs a seat of that type). */
export function ChangeAutomationStep({
  from,
  to,
  requestSent,
}: {
  from: AutomationType;
  to: AutomationType;
  requestSent: boolean;
}) {
  const { t } = useTranslation('credentials');
  if (requestSent) {
    return (
      <Alert color="teal" variant="light" data-testid="automation-request-sent">
        {t('wizard.change.requestSent')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Alert
        color="blue"
        variant="light"
        icon={<IconArrowsExchange size={18} />}
        title={t('wizard.change.title', { from: t(`automation.${from}`), to: t(`automation.${to}`) })}
      >
        <Text size="sm">{t('wizard.change.text')}</Text>
      </Alert>
      {to === 'cloud' && (
        <Text size="sm" c="dimmed">
          {t('wizard.change.cloudNeeds')}
        </Text>
      )}
    </Stack>
  );
}
