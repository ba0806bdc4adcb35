import { useEffect } from 'react';
import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { PageState } from '../../../components/page-state';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { useCheckActivationCode } from '../api/check-activation-code';
import { useResendActivation } from '../api/resend-activation';
import { SESSION_QUERY_KEY, useSession } from '../api/validate-token';
import { useLogout } from '../api/logout';
import { AuthHeading } from './auth-heading';

/** /auth/activate-email: confirms the link's code, or asks the signed-in user to confirm their email. */
export function ActivateEmailPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('activation_code') ?? '';
  return code ? <ConfirmCode code={code} /> : <AwaitConfirmation />;
}

function ConfirmCode({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const check = useCheckActivationCode(code);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();

  useEffect(() => {
    if (check.isSuccess) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [check.isSuccess, queryClient]);

  if (check.isPending) return <PageState kind="loading" />;
  if (check.isError) {
    return (
      <PageState
        kind="error"
        title={t('activate.invalidTitle')}
        description={translateError(check.error)}
        action={
          <Button component={Link} to={session.data?.user ? '/auth/activate-email' : '/auth/sign-in'}>
            {session.data?.user ? t('activate.getNewLink') : t('common.backToSignIn')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <AuthHeading title={translateMessage(MESSAGES.emailConfirmed)} />
      <Button
        size="md"
        onClick={() => navigate(session.data?.user ? '/' : '/auth/sign-in', { replace: true })}
      >
        {t('activate.continue')}
      </Button>
    </Stack>
  );
}

function AwaitConfirmation() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const resend = useResendActivation();
  const logout = useLogout();
  const navigate = useNavigate();
  const email = session.data?.user?.email ?? '';

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify.success(t('activate.resent', { email })),
      onError: notify.error,
    });
  const onSkip = () => {
    storage.setFlag(STORAGE_KEYS.skippedEmailConfirmation, true);
    navigate('/', { replace: true });
  };

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={28} />
      </ThemeIcon>
      <AuthHeading title={t('activate.title')} subtitle={t('activate.text', { email })} />
      <Button size="md" fullWidth onClick={onResend} loading={resend.isPending}>
        {t('activate.resend')}
      </Button>
      <Button size="md" fullWidth variant="default" onClick={onSkip}>
        {t('activate.skip')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('activate.wrongEmail')}{' '}
        <Anchor component="button" type="button" onClick={() => logout.mutate()}>
          {t('common.signOut')}
        </Anchor>
      </Text>
    </Stack>
  );
}
