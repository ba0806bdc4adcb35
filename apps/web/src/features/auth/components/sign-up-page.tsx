import { useEffect } from 'react';
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { signUpBodySchema } from '@leadloop/domain/auth/rules';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { useSignUp } from '../api/sign-up';
import { useStartSession } from '../hooks/use-start-session';
import { AuthHeading } from './auth-heading';
import { AuthSwitchLink, EmailPasswordFields, NameFields } from './credential-fields';
import { FormAlert } from './form-alert';
import { SsoButtons } from './sso-buttons';
import { useBrand } from '../../brand';

const signUpFormSchema = signUpBodySchema
  .pick({ first_name: true, last_name: true, email: true, password: true, phone: true, invite_code: true })
  .extend({ accept_terms: z.literal(true, { error: MESSAGES.acceptPrivacyPolicy }) });

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const signUp = useSignUp();
  const startSession = useStartSession();
  const inviteCode = searchParams.get('invite_code') ?? '';
  // 001 §5: the brand's methods — a button per provider, the form only with password sign-in
  const auth = useBrand().data?.auth;
  const password = auth?.password ?? true;

  // 000 §2: sign-up clears a non-null space query.
  useEffect(() => {
    if (searchParams.get('space') !== null) {
      const next = new URLSearchParams(searchParams);
      next.delete('space');
      setSearchParams(next, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      phone: '',
      invite_code: inviteCode,
      accept_terms: false,
    },
    validate: sharedSchemaResolver(signUpFormSchema),
  });

  const onSubmit = form.onSubmit(({ accept_terms: _accepted, ...values }) =>
    signUp.mutate(
      { ...values, email: values.email.trim() },
      { onSuccess: () => startSession(), onError: (error) => applyServerFieldError(form, error) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthHeading title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <Stack gap="md">
        <SsoButtons
          methods={{ google: auth?.google ?? false, microsoft: auth?.microsoft ?? false }}
          withDivider={password}
          sandbox={auth?.sso_sandbox ?? false}
        />
        {password && (
          <>
            <FormAlert error={signUp.error} />
            <NameFields form={form} />
            <EmailPasswordFields form={form} mode="sign-up" />
            <TextInput
              label={t('fields.phone')}
              description={t('fields.optional')}
              type="tel"
              autoComplete="tel"
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('fields.inviteCode')}
              description={t('fields.inviteCodeHint')}
              maxLength={12}
              key={form.key('invite_code')}
              {...form.getInputProps('invite_code')}
            />
            <Checkbox
              label={
                <Trans
                  t={t}
                  i18nKey="signUp.acceptTerms"
                  components={{
                    terms: <Anchor component={Link} to="/terms-of-use" target="_blank" size="sm" />,
                    privacy: <Anchor component={Link} to="/privacy-policy" target="_blank" size="sm" />,
                  }}
                />
              }
              key={form.key('accept_terms')}
              {...form.getInputProps('accept_terms', { type: 'checkbox' })}
            />
            <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
              {t('signUp.submit')}
            </Button>
          </>
        )}
        <AuthSwitchLink text={t('signUp.haveAccount')} link={t('signUp.signInLink')} to="/auth/sign-in" />
      </Stack>
    </form>
  );
}
