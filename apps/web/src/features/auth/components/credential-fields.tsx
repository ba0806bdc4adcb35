import { Anchor, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface EmailPassword {
  email: string;
  password: string;
}

/** The email and password inputs of the sign-in and sign-up forms (labels and autofill hints differ). */
export function EmailPasswordFields<T extends EmailPassword>({
  form,
  mode,
}: {
  form: UseFormReturnType<T>;
  mode: 'sign-in' | 'sign-up';
}) {
  const { t } = useTranslation('auth');
  const signUp = mode === 'sign-up';
  return (
    <>
      <TextInput
        label={t(signUp ? 'fields.workEmail' : 'fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        type="email"
        autoComplete="email"
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={t('fields.password')}
        description={signUp ? t('fields.passwordHint') : undefined}
        autoComplete={signUp ? 'new-password' : 'current-password'}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
    </>
  );
}

/** "No account yet? Sign up" / "Already have an account? Sign in" under the form. */
export function AuthSwitchLink({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {text}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {link}
      </Anchor>
    </Text>
  );
}

/** First and last name side by side (sign-up and the sandbox sign-in provider's consent page). */
export function NameFields<T extends { first_name: string; last_name: string }>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const { t } = useTranslation('auth');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('fields.firstName')}
        autoComplete="given-name"
        key={form.key('first_name')}
        {...form.getInputProps('first_name')}
      />
      <TextInput
        label={t('fields.lastName')}
        autoComplete="family-name"
        key={form.key('last_name')}
        {...form.getInputProps('last_name')}
      />
    </Group>
  );
}
