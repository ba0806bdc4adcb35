import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Enrich: no fields of its own — the workspace's waterfall (Prospects → Enrichment) decides the sources. */
export default function EnrichStepFields() {
  const { t } = useTranslation('campaigns');
  return (
    <Text size="sm" c="dimmed">
      {t('builder.enrichHint')}
    </Text>
  );
}
