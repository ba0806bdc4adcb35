import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@leadloop/domain/auth/rules';
import { PageState } from '../../../components/page-state';
import { sharedSchemaResolver } from '../../../lib/form';
import { useCheckRestoreCode } from '../api/check-restore-code';
import { useSetPasswordWithRestoreCode } from '../api/set-password-with-restore-code';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';

export function RestorePasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const restoreCode = searchParams.get('restore_code') ?? '';
  const check = useCheckRestoreCode(restoreCode);
  const setPassword = useSetPasswordWithRestoreCode();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm_password: '' },
    validate: sharedSchemaResolver(resetPasswordFormSchema),
  });

  if (restoreCode && check.isPending) return <PageState kind="loading" />;
  if (!restoreCode || check.isError) {
    return (
      <PageState
        kind="error"
        title={t('restore.invalidTitle')}
        description={t('restore.invalidText')}
        action={
          <Button component={Link} to="/auth/forgot-password">
            {t('restore.requestNew')}
          </Button>
        }
      />
    );
  }
  if (setPassword.isSuccess) {
    return (
      <PageState
        kind="empty"
        title={t('restore.doneTitle')}
        description={t('restore.doneText')}
        action={
          <Button component={Link} to="/auth/sign-in">
            {t('signIn.submit')}
          </Button>
        }
      />
    );
  }

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        setPassword.mutate({ password: values.password, restore_code: restoreCode }),
      )}
      noValidate
    >
      <AuthHeading title={t('restore.title')} subtitle={t('restore.subtitle')} />
      <Stack gap="md">
        <FormAlert error={setPassword.error} />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          key={form.key('confirm_password')}
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
          {t('restore.submit')}
        </Button>
        <Anchor component={Link} to="/auth/sign-in" ta="center" size="sm">
          {t('common.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
