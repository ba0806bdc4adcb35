import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSignature, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signatureCreateSchema } from '@leadloop/domain/credentials/settings';
import { PageState } from '../../../components/page-state';
import { sharedSchemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCreateSignature, useDeleteSignature, useSignatures, useUpdateSignature } from '../api/signatures';
import type { Signature } from '../types';
import { useSettingsCredential } from './use-settings-credential';
import { DeleteItemDialog } from './delete-item-dialog';

/** /settings/signatures: list, create, edit, delete; one default at most (exclusive, 000 §4). */
export function SignaturesPage() {
  const { t } = useTranslation('account-settings');
  const credential = useSettingsCredential();
  const signatures = useSignatures(credential._id);
  const update = useUpdateSignature(credential._id);
  const remove = useDeleteSignature(credential._id);
  const [editing, setEditing] = useState<Signature | null>(null);
  const [formOpen, formModal] = useDisclosure(false);
  const [deleting, setDeleting] = useState<Signature | null>(null);

  const openForm = (signature: Signature | null) => {
    setEditing(signature);
    formModal.open();
  };

  const header = (
    <Group justify="space-between">
      <Text c="dimmed" size="sm">
        {t('signatures.text')}
      </Text>
      <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)} data-testid="new-signature">
        {t('signatures.new')}
      </Button>
    </Group>
  );

  let body;
  if (signatures.isPending) body = <PageState kind="loading" />;
  else if (signatures.isError)
    body = <PageState kind="error" title={t('loadError')} description={translateError(signatures.error)} />;
  else if (signatures.data.length === 0)
    body = (
      <PageState
        kind="empty"
        icon={<IconSignature size={28} />}
        title={t('signatures.emptyTitle')}
        description={t('signatures.emptyText')}
      />
    );
  else
    body = (
      <Stack gap="sm" data-testid="signature-list">
        {signatures.data.map((s) => (
          <Card key={s._id} p="md" data-testid="signature-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{s.name}</Text>
                  {s.is_default && (
                    <Badge size="sm" variant="light" color="teal">
                      {t('signatures.default')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
                  {s.message}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                {!s.is_default && (
                  <Tooltip label={t('signatures.makeDefault')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('signatures.makeDefault')}
                      loading={update.isPending && update.variables?._id === s._id}
                      onClick={() =>
                        update.mutate({ _id: s._id, is_default: true }, { onError: notify.error })
                      }
                    >
                      <IconStar size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('edit')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('edit')}
                    onClick={() => openForm(s)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('delete')}
                    onClick={() => setDeleting(s)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      {header}
      {body}
      <Modal
        opened={formOpen}
        onClose={formModal.close}
        title={<Text fw={700}>{editing ? t('signatures.editTitle') : t('signatures.new')}</Text>}
        size={520}
      >
        {formOpen && (
          <SignatureForm credentialId={credential._id} signature={editing} onDone={formModal.close} />
        )}
      </Modal>
      <DeleteItemDialog
        item={deleting}
        title={t('signatures.deleteTitle')}
        message={(name) => t('signatures.deleteText', { name })}
        remove={remove}
        onClose={() => setDeleting(null)}
        stayOpenOnError
      />
    </Stack>
  );
}

function SignatureForm({
  credentialId,
  signature,
  onDone,
}: {
  credentialId: string;
  signature: Signature | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('account-settings');
  const create = useCreateSignature(credentialId);
  const update = useUpdateSignature(credentialId);
  const form = useForm({
    initialValues: {
      name: signature?.name ?? '',
      message: signature?.message ?? '',
      is_default: signature?.is_default ?? false,
    },
    validate: sharedSchemaResolver(signatureCreateSchema),
  });
  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), message: values.message.trim(), is_default: values.is_default };
    const done = { onSuccess: () => (notify.success(t('saved')), onDone()), onError: notify.error };
    if (signature) update.mutate({ _id: signature._id, ...body }, done);
    else create.mutate(body, done);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('signatures.name')} data-autofocus {...form.getInputProps('name')} />
        <Textarea
          label={t('signatures.message')}
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('message')}
        />
        <Switch
          label={t('signatures.useAsDefault')}
          description={t('signatures.defaultHint')}
          {...form.getInputProps('is_default', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="save-signature">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
