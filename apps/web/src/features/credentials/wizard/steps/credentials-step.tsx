import { Alert, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from '../use-wizard-form';

/** Step 4: the network login — password for cloud, the session cookie for extension. */
export function CredentialsStep({
  form,
  editing,
  wrongPassword,
}: {
  form: UseFormReturnType<WizardValues>;
  editing: boolean;
  wrongPassword: boolean;
}) {
  const { t } = useTranslation('credentials');
  const cloud = form.values.automation_type === 'cloud';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {cloud ? t('wizard.credentials.introCloud') : t('wizard.credentials.introExtension')}
      </Text>
      {wrongPassword && (
        <Alert color="red" variant="light" data-testid="wrong-password">
          {t('wizard.credentials.wrongPassword')}
        </Alert>
      )}
      <TextInput
        label={t('fields.networkEmail')}
        placeholder="name@company.com"
        type="email"
        autoComplete="off"
        disabled={editing}
        {...form.getInputProps('email')}
      />
      {cloud ? (
        <PasswordInput
          label={t('fields.networkPassword')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      ) : (
        <Textarea
          label={t('fields.sessionCookie')}
          description={t('wizard.credentials.cookieHint')}
          autosize
          minRows={3}
          maxRows={6}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          {...form.getInputProps('cookies')}
        />
      )}
      <Text size="xs" c="dimmed">
        <IconLock size={12} style={{ verticalAlign: -1 }} /> {t('wizard.credentials.encrypted')}
      </Text>
    </Stack>
  );
}
