import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useCreateNote, useDeleteNote, useUpdateNote } from '../api/notes';
import type { ProspectNote } from '../types';

/** 5000 characters is the server's ceiling for a note. */
const NOTE_MAX = 5000;

/** Notes per profile: add, edit, delete. */
export function ProspectNotes({ profileId, notes }: { profileId: string; notes: ProspectNote[] }) {
  const { t, i18n } = useTranslation('prospects');
  const create = useCreateNote();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  const add = () => {
    if (!text.trim()) return;
    create.mutate({ profileId, text: text.trim() }, { onSuccess: () => setText(''), onError: notify.error });
  };

  return (
    <Stack gap="sm">
      <Textarea
        aria-label={t('notes.new')}
        placeholder={t('notes.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={NOTE_MAX}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={add} loading={create.isPending} disabled={!text.trim()}>
          {t('notes.add')}
        </Button>
      </Group>
      {notes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notes.empty')}
        </Text>
      )}
      {notes.map((note) => (
        <Paper key={note._id} withBorder radius="md" p="sm" data-testid="prospect-note">
          {editing?.id === note._id ? (
            <Stack gap="xs">
              <Textarea
                value={editing.text}
                onChange={(e) => setEditing({ id: note._id, text: e.currentTarget.value })}
                autosize
                minRows={2}
                maxLength={NOTE_MAX}
              />
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                  {t('cancel')}
                </Button>
                <Button
                  size="xs"
                  loading={update.isPending}
                  disabled={!editing.text.trim()}
                  onClick={() =>
                    update.mutate(
                      { profileId, noteId: note._id, text: editing.text.trim() },
                      { onSuccess: () => setEditing(null), onError: notify.error },
                    )
                  }
                >
                  {t('save')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.text}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {[
                    note.author,
                    new Date(note.created_at).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('notes.edit')}
                  onClick={() => setEditing({ id: note._id, text: note.text })}
                >
                  <IconPencil size={15} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('notes.delete')}
                  onClick={() =>
                    window.confirm(t('notes.deleteConfirm')) &&
                    remove.mutate({ profileId, noteId: note._id }, { onError: notify.error })
                  }
                >
                  <IconTrash size={15} />
                </ActionIcon>
              </Group>
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
