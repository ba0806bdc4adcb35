import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSpaces } from '../api/fetch-spaces';
import { CreateSpaceForm } from './create-space-form';
import { SampleDataCard } from './sample-data';
import { SpaceHeading } from './space-heading';

/** /space/create: first workspace (or another one), with the way in by invite code beside it. */
export function CreateSpacePage() {
  const { t } = useTranslation('spaces');
  const spaces = useSpaces();
  const hasSpaces = (spaces.data?.length ?? 0) > 0;
  return (
    <Stack gap={0}>
      <SpaceHeading title={t('create.title')} subtitle={t('create.subtitle')} />
      <CreateSpaceForm />
      <Divider my="lg" label={t('common.or')} labelPosition="center" />
      <SampleDataCard />
      <Divider my="lg" label={t('common.or')} labelPosition="center" />
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed">
          {t('create.haveCode')}{' '}
          <Anchor component={Link} to="/space/join" fw={600}>
            {t('create.joinLink')}
          </Anchor>
        </Text>
        {hasSpaces && (
          <Anchor component={Link} to="/space/use-space" size="sm">
            {t('create.backToList')}
          </Anchor>
        )}
      </Stack>
    </Stack>
  );
}
