import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadMessageRuntime, messageRuntime } from '../../../lib/i18n';
import { translateError } from '../../../lib/messages';
import { useExchangeSsoCode } from '../api/sso';
import { useStartSession } from '../hooks/use-start-session';
import { AuthHeading } from './auth-heading';

/**
 * /auth/sso/done?code=… (or ?error=<message key>): where the provider's callback lands. The one-time
 * login code is exchanged for a token (never carried in the address), then the app opens.
 */
export function SsoDonePage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const errorKey = searchParams.get('error');
  const exchange = useExchangeSsoCode();
  const startSession = useStartSession();
  const asked = useRef(false);
  // The refusal arrives as a catalogue key: its words need the message catalogue.
  const [catalogue, setCatalogue] = useState(Boolean(messageRuntime.current));

  useEffect(() => {
    if (!catalogue) void loadMessageRuntime().then(() => setCatalogue(true));
  }, [catalogue]);

  useEffect(() => {
    if (!code || asked.current) return;
    asked.current = true; // a login code works once
    exchange.mutate(code, { onSuccess: () => startSession() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once for the code in the link
  }, [code]);

  const failure = errorKey ? { key: errorKey } : !code ? { key: 'ssoLinkExpired' } : exchange.error;
  if (!failure || !catalogue)
    return (
      <Stack gap="md">
        <AuthHeading title={t('sso.signingIn')} />
        <Center mih={120} role="status" aria-live="polite">
          <Loader />
        </Center>
      </Stack>
    );
  return (
    <Stack gap="md">
      <AuthHeading title={t('sso.failedTitle')} />
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {translateError(failure)}
      </Alert>
      <Button component={Link} to="/auth/sign-in" replace size="md" fullWidth>
        {t('common.backToSignIn')}
      </Button>
    </Stack>
  );
}
