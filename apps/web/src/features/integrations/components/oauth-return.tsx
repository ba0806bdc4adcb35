import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { kindName } from '../catalog';
import { OAUTH_SPACE_KEY, useOAuthCallback } from '../api/mailboxes';

const storedSpace = () => {
  try {
    return window.sessionStorage.getItem(OAUTH_SPACE_KEY);
  } catch {
    return null;
  }
};

/**
 * The provider sent the browser back to /integrations with `code` and `state` (or `error`): they are
 * posted once, as the signed-in user, and the screen shows the outcome.
 */
export function OAuthReturn({
  state,
  code,
  error,
  onDone,
}: {
  state: string;
  code: string | null;
  error: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('integrations', { keyPrefix: 'mailboxes' });
  const callback = useOAuthCallback();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    callback.mutate(
      { space: storedSpace(), state, code: code ?? undefined, error: error ?? undefined },
      {
        onSuccess: (integration) => {
          notify.success(
            t('oauth.connected', { name: kindName(integration.type), email: integration.email ?? '' }),
          );
          onDone();
        },
      },
    );
  }, [callback, code, error, onDone, state, t]);

  if (callback.isError)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('oauth.failed')}
        data-testid="oauth-error"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{translateError(callback.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onDone}>
            {t('oauth.back')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Card withBorder padding="md" data-testid="oauth-pending">
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{t('oauth.finishing')}</Text>
      </Group>
    </Card>
  );
}
