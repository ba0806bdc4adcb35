import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Center } from '@mantine/core';
import { PageState } from '../components/page-state';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload';

/** Router error boundary: a failed lazy chunk reloads once; anything else gets a friendly error page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadOnceForChunkError();
    else console.error(error);
  }, [chunkError, error]);

  const description = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('errors.unexpectedText');
  return (
    <Center mih="100vh" p="md">
      <PageState
        kind="error"
        title={t('errors.unexpectedTitle')}
        description={description}
        action={<Button onClick={() => window.location.assign('/')}>{t('actions.backHome')}</Button>}
      />
    </Center>
  );
}
