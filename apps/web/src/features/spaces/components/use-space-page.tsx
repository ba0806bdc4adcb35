import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useSpaces } from '../api/fetch-spaces';
import { useSetSpace } from '../api/set-space';
import { SpaceGrid } from './space-grid';
import { SpaceHeading } from './space-heading';

/** /space/use-space: the user has workspaces but none is chosen (or theirs was blocked). */
export function UseSpacePage() {
  const { t } = useTranslation('spaces');
  const spaces = useSpaces();
  const setSpace = useSetSpace();

  if (spaces.isPending) return <PageState kind="loading" />;
  if (spaces.isError)
    return <PageState kind="error" title={t('common.loadError')} description={spaces.error.message} />;
  return (
    <Stack gap={0}>
      <SpaceHeading title={t('use.title')} subtitle={t('use.subtitle')} />
      {spaces.data.length === 0 ? (
        <PageState kind="empty" title={t('use.empty')} mih={120} />
      ) : (
        <SpaceGrid
          spaces={spaces.data}
          currentSpaceId={null}
          onChoose={(space) => setSpace.mutate({ space_id: space._id }, { onError: notify.error })}
          pendingId={setSpace.isPending ? (setSpace.variables?.space_id ?? null) : null}
        />
      )}
      <Group justify="center" gap="lg" mt="lg">
        <Anchor component={Link} to="/space/create" size="sm">
          {t('use.create')}
        </Anchor>
        <Anchor component={Link} to="/space/join" size="sm">
          {t('use.join')}
        </Anchor>
      </Group>
    </Stack>
  );
}
