import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { restoreBodySchema } from '@leadloop/domain/auth/rules';
import { sharedSchemaResolver } from '../../../lib/form';
import { useRequestRestore } from '../api/restore-password';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const restore = useRequestRestore();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: sharedSchemaResolver(restoreBodySchema),
  });

  if (restore.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMailCheck size={28} />
        </ThemeIcon>
        <AuthHeading
          title={t('forgot.sentTitle')}
          subtitle={t('forgot.sentText', { email: restore.variables?.email })}
        />
        <Anchor component={Link} to="/auth/sign-in">
          {t('common.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => restore.mutate({ email: values.email.trim() }))} noValidate>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <Stack gap="md">
        <FormAlert error={restore.error} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={restore.isPending}>
          {t('forgot.submit')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/auth/sign-in">
            {t('common.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
