import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signInBodySchema } from '@leadloop/domain/auth/rules';
import { sharedSchemaResolver } from '../../../lib/form';
import { useBrand } from '../../brand';
import { useSignIn } from '../api/sign-in';
import { useStartSession } from '../hooks/use-start-session';
import { AuthHeading } from './auth-heading';
import { AuthSwitchLink, EmailPasswordFields } from './credential-fields';
import { FormAlert } from './form-alert';
import { SsoButtons } from './sso-buttons';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  // 001 §5: the brand's sign-in methods; registration closed (or GHL-only) offers no sign-up link
  const auth = useBrand().data?.auth;
  const registration = auth?.registration ?? true;
  const password = auth?.password ?? true;
  const startSession = useStartSession();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: sharedSchemaResolver(signInBodySchema),
  });

  const onSubmit = form.onSubmit((values) =>
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => startSession() },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthHeading title={t('signIn.title')} subtitle={t('signIn.subtitle')} />
      <Stack gap="md">
        <SsoButtons
          methods={{ google: auth?.google ?? false, microsoft: auth?.microsoft ?? false }}
          withDivider={password}
          sandbox={auth?.sso_sandbox ?? false}
        />
        {password && (
          <>
            <FormAlert error={signIn.error} />
            <EmailPasswordFields form={form} mode="sign-in" />
            <Group justify="flex-end" mt={-8}>
              <Anchor component={Link} to="/auth/forgot-password" size="sm">
                {t('signIn.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
              {t('signIn.submit')}
            </Button>
          </>
        )}
        {registration && (
          <AuthSwitchLink text={t('signIn.noAccount')} link={t('signIn.signUpLink')} to="/auth/sign-up" />
        )}
      </Stack>
    </form>
  );
}
