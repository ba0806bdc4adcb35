import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { useSetSpace } from '../api/set-space';

/** /space/set-space?space=ID: a link that makes a workspace current (then reloads to root). */
export function SetSpacePage() {
  const { t } = useTranslation('spaces');
  const [searchParams] = useSearchParams();
  const spaceId = searchParams.get('space') ?? searchParams.get('space_id');
  const setSpace = useSetSpace();
  const { mutate } = setSpace;

  useEffect(() => {
    if (spaceId) mutate({ space_id: spaceId });
  }, [spaceId, mutate]);

  if (!spaceId) return <Navigate to="/space/use-space" replace />;
  if (setSpace.isError) {
    return (
      <PageState
        kind="error"
        title={t('common.loadError')}
        description={translateError(setSpace.error)}
        action={<Button onClick={() => window.location.assign('/space/use-space')}>{t('use.title')}</Button>}
      />
    );
  }
  return <PageState kind="loading" />;
}
