import { useEffect } from 'react';
import { Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENERIC_MESSAGES as MESSAGES } from '@leadloop/domain/messages/generic';
import { FORBIDDEN_REDIRECT_MS } from '@leadloop/domain/constants/timeouts';
import { PageState } from '../components/page-state';
import { isApiError } from '../lib/api-error';
import { translateMessage } from '../lib/messages';

/**
 * The session could not be loaded. 001 §8: a 403 shows its message with 'You are going to be
 * redirected in 15 seconds', then the query string is cleared; anything else offers a retry.
 */
export function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const forbidden = isApiError(error) && error.code === 403;

  useEffect(() => {
    if (!forbidden) return;
    const timer = setTimeout(() => window.location.assign(window.location.pathname), FORBIDDEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [forbidden]);

  const message = translateMessage(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
  return (
    <Center mih="100vh" p="md">
      <PageState
        kind="error"
        title={message}
        description={forbidden ? translateMessage(MESSAGES.redirectIn15Seconds) : t('errors.unexpectedText')}
        action={forbidden ? undefined : <Button onClick={onRetry}>{t('actions.retry')}</Button>}
      />
    </Center>
  );
}
