import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconMicrophone, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateAgreedToTerms,
  validateVoicemailFile,
  VOICEMAIL_MAX_SECONDS,
  VOICEMAIL_MIN_SECONDS,
} from '@leadloop/domain/dialer/rules';
import { PageState } from '../../../components/page-state';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useDeleteVoicemail, useRenameVoicemail, useUploadVoicemail, useVoicemails } from '../api/voicemails';
import type { VoicemailAudio } from '../types';
import { audioDuration, formatDuration } from './audio-duration';
import { SectionCard } from './section-card';
import { useSettingsCredential } from './use-settings-credential';
import { DeleteItemDialog } from './delete-item-dialog';

/** /settings/voicemails: upload a .wav (6–180 s, 20 MB, terms accepted), see durations, rename, delete. */
export function VoicemailsPage() {
  const { t } = useTranslation('account-settings');
  const credential = useSettingsCredential();
  const list = useVoicemails(credential._id);
  const remove = useDeleteVoicemail(credential._id);
  const [renaming, setRenaming] = useState<VoicemailAudio | null>(null);
  const [deleting, setDeleting] = useState<VoicemailAudio | null>(null);

  let body;
  if (list.isPending) body = <PageState kind="loading" />;
  else if (list.isError)
    body = <PageState kind="error" title={t('loadError')} description={translateError(list.error)} />;
  else if (list.data.length === 0)
    body = (
      <PageState
        kind="empty"
        icon={<IconMicrophone size={28} />}
        title={t('voicemails.emptyTitle')}
        description={t('voicemails.emptyText')}
        mih={160}
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm" data-testid="voicemail-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('voicemails.name')}</Table.Th>
              <Table.Th>{t('voicemails.duration')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('voicemails.file')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((v) => (
              <Table.Tr key={v._id} data-testid="voicemail-row">
                <Table.Td fw={600}>{v.name}</Table.Td>
                <Table.Td data-testid="voicemail-duration">{formatDuration(v.duration)}</Table.Td>
                <Table.Td c="dimmed" visibleFrom="sm">
                  {v.file_name}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('voicemails.rename')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('voicemails.rename')}
                        onClick={() => setRenaming(v)}
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('delete')}
                        onClick={() => setDeleting(v)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <UploadCard credentialId={credential._id} />
      <SectionCard title={t('voicemails.listTitle')}>{body}</SectionCard>
      <Modal
        opened={Boolean(renaming)}
        onClose={() => setRenaming(null)}
        title={<Text fw={700}>{t('voicemails.rename')}</Text>}
        size={420}
      >
        {renaming && (
          <RenameForm credentialId={credential._id} voicemail={renaming} onDone={() => setRenaming(null)} />
        )}
      </Modal>
      <DeleteItemDialog
        item={deleting}
        title={t('voicemails.deleteTitle')}
        message={(name) => t('voicemails.deleteText', { name })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function UploadCard({ credentialId }: { credentialId: string }) {
  const { t } = useTranslation('account-settings');
  const upload = useUploadVoicemail(credentialId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    setError(null);
    const terms = validateAgreedToTerms(agreed);
    if (terms !== true) return setError(translateMessage(terms));
    if (!file) return setError(translateMessage(validateVoicemailFile(null) as string));
    setChecking(true);
    const seconds = await audioDuration(file);
    setChecking(false);
    // The server decodes the file too; the browser's reading only saves a round trip when it is sure.
    const verdict = validateVoicemailFile({
      filename: file.name,
      size: file.size,
      durationSeconds: seconds ?? VOICEMAIL_MIN_SECONDS,
    });
    if (verdict !== true) return setError(translateMessage(verdict));
    upload.mutate(
      { file, name: name || file.name.replace(/\.wav$/i, ''), agreed },
      {
        onSuccess: () => {
          notify.success(t('voicemails.uploaded'));
          setFile(null);
          setName('');
          setAgreed(false);
        },
        onError: (e) => setError(translateError(e)),
      },
    );
  };

  return (
    <SectionCard
      title={t('voicemails.uploadTitle')}
      description={t('voicemails.uploadText', { min: VOICEMAIL_MIN_SECONDS, max: VOICEMAIL_MAX_SECONDS })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FileInput
          size="md"
          label={t('voicemails.file')}
          placeholder={t('voicemails.choose')}
          accept=".wav,audio/wav,audio/x-wav"
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
            if (f) setName(f.name.replace(/\.wav$/i, ''));
          }}
          leftSection={<IconUpload size={16} />}
          clearable
          data-testid="voicemail-file"
        />
        <TextInput
          label={t('voicemails.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={100}
        />
      </SimpleGrid>
      <Checkbox
        label={t('voicemails.terms')}
        checked={agreed}
        onChange={(e) => setAgreed(e.currentTarget.checked)}
        data-testid="voicemail-terms"
      />
      {error && (
        <Alert color="red" variant="light" data-testid="voicemail-error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={checking || upload.isPending}
          leftSection={<IconUpload size={16} />}
          data-testid="upload-voicemail"
        >
          {t('voicemails.upload')}
        </Button>
      </Group>
    </SectionCard>
  );
}

function RenameForm({
  credentialId,
  voicemail,
  onDone,
}: {
  credentialId: string;
  voicemail: VoicemailAudio;
  onDone: () => void;
}) {
  const { t } = useTranslation('account-settings');
  const rename = useRenameVoicemail(credentialId);
  const [name, setName] = useState(voicemail.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <TextInput
        label={t('voicemails.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        maxLength={100}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button
          loading={rename.isPending}
          onClick={() => {
            if (!name.trim()) return setError(translateMessage('Name is required'));
            rename.mutate(
              { id: voicemail._id, name: name.trim() },
              { onSuccess: onDone, onError: (e) => setError(translateError(e)) },
            );
          }}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
