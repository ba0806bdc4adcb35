import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useCreateSavedReply } from '../api/saved-replies';

/** Saves the current text as a saved reply (a template of type message). */
export function SaveReplyModal({
  text,
  subject,
  onClose,
}: {
  text: string;
  subject: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('inbox');
  const create = useCreateSavedReply();
  const [name, setName] = useState('');
  return (
    <Modal opened onClose={onClose} title={t('saveAsReply')} centered size={420}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { name: name.trim(), text, subject: subject.trim() || null },
            {
              onSuccess: () => {
                notify.success(t('replySaved'));
                onClose();
              },
              onError: notify.error,
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label={t('replyName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            data-autofocus
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
