import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateSpaceForm } from './create-space-form';
import { PageTitle } from '../../../components/page-title';

/** /workspace/add: a new workspace from inside the app. */
export function AddWorkspacePage() {
  const { t } = useTranslation('spaces');
  return (
    <Stack gap="lg" maw={560}>
      <Stack gap={4}>
        <PageTitle>{t('create.addTitle')}</PageTitle>
        <Text c="dimmed">{t('create.subtitle')}</Text>
      </Stack>
      <Card padding="xl">
        <CreateSpaceForm />
      </Card>
    </Stack>
  );
}
