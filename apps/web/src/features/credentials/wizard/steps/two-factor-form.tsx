import { Alert, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { twoFactorBodySchema } from '@leadloop/domain/credentials/rules';
import { sharedSchemaResolver } from '../../../../lib/form';
import { translateMessage } from '../../../../lib/messages';
import { notify } from '../../../../lib/notify';
import { useSetTwoFactor } from '../../api/mutations';
import type { Credential } from '../../types';

/** Two-factor (Microsoft) username and password; after a failure the user first confirms the password was updated. */
export function TwoFactorForm({
  credential,
  onAnswered,
}: {
  credential: Credential;
  onAnswered?: (c: Credential) => void;
}) {
  const { t } = useTranslation('credentials');
  const save = useSetTwoFactor();
  const needsConfirm = Boolean(credential.two_factor?.update_password);
  const problem = credential.two_factor?.status === 'invalid' || credential.two_factor?.status === 'failed';
  const form = useForm({
    initialValues: { username: credential.two_factor?.username ?? '', password: '', confirmed: false },
    validate: (values) => ({
      ...sharedSchemaResolver(twoFactorBodySchema)({ username: values.username, password: values.password }),
      ...(needsConfirm && !values.confirmed ? { confirmed: t('twoFactor.confirmFirst') } : {}),
    }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: credential._id,
        username: values.username.trim().toLowerCase(),
        password: values.password.trim(),
        ...(needsConfirm ? { confirmed: true } : {}),
      },
      {
        onSuccess: (c) => {
          notify.success(t('notices.twoFactorSet'));
          onAnswered?.(c);
        },
        onError: notify.error,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.intro')}</Text>
        {problem && (
          <Alert color="red" variant="light">
            {translateMessage('2FA username or password is wrong, please update it.')}
          </Alert>
        )}
        <TextInput
          size="sm"
          label={t('twoFactor.username')}
          type="email"
          {...form.getInputProps('username')}
        />
        <PasswordInput size="sm" label={t('twoFactor.password')} {...form.getInputProps('password')} />
        {needsConfirm && (
          <Checkbox
            label={t('twoFactor.confirmLabel')}
            {...form.getInputProps('confirmed', { type: 'checkbox' })}
          />
        )}
        <Button type="submit" loading={save.isPending}>
          {t('twoFactor.save')}
        </Button>
      </Stack>
    </form>
  );
}
