import { Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema, PASSWORD_MAX } from '@leadloop/domain/auth/rules';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { z } from 'zod';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { UserSettingsTabs } from './user-settings-tabs';
import { PageTitle } from '../../../components/page-title';

const formSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

/** /preferences/user/password — change the password (other sessions are signed out by the server). */
export function UserPasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { old_password: '', password: '', confirm_password: '' },
    validate: sharedSchemaResolver(formSchema),
  });

  const onSubmit = form.onSubmit(({ old_password, password }) =>
    change.mutate(
      { old_password, password },
      {
        onSuccess: () => {
          notify.success(t('preferences.passwordChanged'));
          form.reset();
        },
        onError: (error) =>
          applyServerFieldError(form, error) || form.setFieldError('old_password', translateError(error)),
      },
    ),
  );

  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{t('preferences.userTitle')}</PageTitle>
      <UserSettingsTabs />
      <Card padding="lg" maw={520}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('preferences.passwordHint')}
            </Text>
            <PasswordInput
              label={t('preferences.currentPassword')}
              autoComplete="current-password"
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label={t('preferences.newPassword')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('preferences.confirmPassword')}
              autoComplete="new-password"
              {...form.getInputProps('confirm_password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('preferences.changePassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
