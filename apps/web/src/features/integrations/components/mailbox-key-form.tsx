import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sendgridKeyBodySchema, sesKeyBodySchema } from '@leadloop/domain/integrations/mail-providers';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useAddKey, type KeyType } from '../api/mailboxes';
import { kindName } from '../catalog';

/**
 * The key form of Amazon SES (access keys + region) and SendGrid (API key), validated with the same
 * domain schema as the API; the server tries the key before saving, its refusal shows here. Secrets are
 * write-only: the form never shows a saved one.
 */
export function MailboxKeyForm({
  opened,
  type,
  credentialId,
  integrationId,
  onClose,
}: {
  opened: boolean;
  type: KeyType;
  credentialId: string;
  integrationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations', { keyPrefix: 'mailboxes' });
  const { t: tc } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
      title={<Text fw={700}>{t('keyForm.title', { name: kindName(type) })}</Text>}
      size={480}
    >
      {opened && (
        <KeyForm type={type} credentialId={credentialId} integrationId={integrationId} onDone={onClose} />
      )}
    </Modal>
  );
}

function KeyForm({
  type,
  credentialId,
  integrationId,
  onDone,
}: {
  type: KeyType;
  credentialId: string;
  integrationId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('integrations', { keyPrefix: 'mailboxes' });
  const add = useAddKey(credentialId);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = type === 'amazon' ? sesKeyBodySchema : sendgridKeyBodySchema;
  const form = useForm({
    initialValues:
      type === 'amazon'
        ? { email: '', sender_name: '', region: 'us-east-1', access_key_id: '', secret_access_key: '' }
        : { email: '', sender_name: '', api_key: '' },
    validate: sharedSchemaResolver(schema),
  });
  const submit = form.onSubmit((values) => {
    setServerError(null);
    add.mutate(
      { type, id: integrationId, body: schema.parse(values) },
      {
        onSuccess: () => {
          notify.success(t('keyForm.saved', { name: kindName(type) }));
          onDone();
        },
        onError: (error) => {
          if (!applyServerFieldError(form, error)) setServerError(translateError(error));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`keyForm.help.${type}`)}
        </Text>
        <TextInput
          label={t('keyForm.email')}
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput label={t('keyForm.senderName')} {...form.getInputProps('sender_name')} />
        {type === 'amazon' ? (
          <>
            <TextInput label={t('keyForm.region')} required {...form.getInputProps('region')} />
            <TextInput
              label={t('keyForm.accessKeyId')}
              required
              autoComplete="off"
              {...form.getInputProps('access_key_id')}
            />
            <PasswordInput
              label={t('keyForm.secretAccessKey')}
              required
              autoComplete="new-password"
              {...form.getInputProps('secret_access_key')}
            />
          </>
        ) : (
          <PasswordInput
            label={t('keyForm.apiKey')}
            required
            autoComplete="new-password"
            {...form.getInputProps('api_key')}
          />
        )}
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('keyForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
