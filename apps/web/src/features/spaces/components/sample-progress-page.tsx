import { useEffect } from 'react';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAMPLE_DAYS } from '@leadloop/domain/sample-data/entities';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useSampleStatus, useDeleteSampleWorkspace } from '../api/sample-data';
import { setSpace } from '../api/set-space';
import { SpaceHeading } from './space-heading';

/** Opens the sample workspace on its inbox, where the replies are. */
const openSample = (spaceId: string) =>
  setSpace({ space_id: spaceId }).then(
    () => window.location.assign('/inbox'),
    (error: unknown) => notify.error(error),
  );

/** /space/sample/:id — the sample workspace's 14 days being replayed, then into its inbox. */
export function SampleProgressPage() {
  const { t } = useTranslation('spaces');
  const { id } = useParams();
  const status = useSampleStatus(id);
  const remove = useDeleteSampleWorkspace();
  const state = status.data?.status;
  useEffect(() => {
    if (id && state === 'ready') void openSample(id);
  }, [id, state]);

  if (status.isPending) return <PageState kind="loading" />;
  if (status.isError) return <PageState kind="error" title={t('common.loadError')} />;
  const progress = status.data.progress;
  const day = Math.min(SAMPLE_DAYS, Math.floor((progress / 100) * SAMPLE_DAYS) + 1);

  if (state === 'failed')
    return (
      <Stack>
        <SpaceHeading title={t('sample.failedTitle')} />
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('sample.failedText')}
        </Alert>
        <Group>
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(id!, { onSuccess: () => window.location.assign('/'), onError: notify.error })
            }
          >
            {t('sample.delete')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="sample-progress">
      <SpaceHeading title={t('sample.progressTitle')} subtitle={t('sample.progressSubtitle')} />
      <Progress
        value={state === 'ready' ? 100 : Math.max(progress, 3)}
        striped
        animated={state === 'building'}
        size="lg"
        aria-label={t('sample.progressTitle')}
      />
      <Text size="sm" fw={600} aria-live="polite">
        {state === 'ready' ? t('sample.ready') : t('sample.day', { day, days: SAMPLE_DAYS })}
      </Text>
      <List size="sm" c="dimmed" spacing={4}>
        <List.Item>{t('sample.stepAccount')}</List.Item>
        <List.Item>{t('sample.stepEngine')}</List.Item>
        <List.Item>{t('sample.stepSync')}</List.Item>
        <List.Item>{t('sample.stepJoin')}</List.Item>
      </List>
    </Stack>
  );
}
