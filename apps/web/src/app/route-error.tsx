import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Center } from '@mantine/core';
import { ErrorState } from '../components/error-state';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload';
import { errorKindOf } from '../lib/error-kind';

/** Router error boundary: a failed lazy chunk reloads once; anything else gets a page saying what happened. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadOnceForChunkError();
    else console.error(error);
  }, [chunkError, error]);

  return (
    <Center mih="100vh" p="md">
      <ErrorState
        kind={errorKindOf(error)}
        action={<Button onClick={() => window.location.assign('/')}>{t('actions.backHome')}</Button>}
      />
    </Center>
  );
}
