import {
  ActionIcon,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconFile, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS } from '@leadloop/domain/inbox/attachments';
import { translateMessage } from '../../../lib/messages';
import type { PickedFile } from '../hooks/use-attachments';
import { inboxErrorKey } from '../lib/send-errors';
import { fileSize } from '../lib/format';
import classes from './inbox.module.css';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The paperclip: picks files for the next message (several at once). */
export function AttachButton({ onPick, disabled }: { onPick: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('inbox');
  return (
    <FileButton
      onChange={(files) => files.length && onPick(files)}
      accept={ACCEPT}
      multiple
      disabled={disabled}
    >
      {(props) => (
        <Tooltip label={t('files.attach')}>
          <ActionIcon
            {...props}
            variant="default"
            size={30}
            aria-label={t('files.attach')}
            data-testid="attach-files"
          >
            <IconPaperclip size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

/** Chips of the picked files: uploading, ready, or refused with the reason; each can be taken off. */
export function AttachmentChips({
  files,
  onRemove,
}: {
  files: PickedFile[];
  onRemove: (key: string) => void;
}) {
  const { t, i18n } = useTranslation('inbox');
  if (!files.length) return null;
  const reason = (message?: string) => {
    const key = inboxErrorKey(message);
    return key ? t(`errors.${key}`) : translateMessage(message);
  };
  return (
    <Group gap={6} data-testid="attachment-chips">
      {files.map((f) => (
        <Paper
          key={f.key}
          withBorder
          radius="xl"
          px="xs"
          py={3}
          className={f.state === 'error' ? classes.chipError : classes.chip}
          data-testid={`attachment-${f.state}`}
        >
          <Group gap={6} wrap="nowrap">
            {f.state === 'uploading' ? (
              <Loader size={12} aria-label={t('files.uploading')} />
            ) : f.state === 'error' ? (
              <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            ) : (
              <IconFile size={14} aria-hidden />
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" fw={600} truncate maw={180}>
                {f.name}
              </Text>
              <Text size="xs" c={f.state === 'error' ? 'red' : 'dimmed'} lineClamp={2} maw={220}>
                {f.state === 'error' ? reason(f.error) : fileSize(f.size, i18n.language)}
              </Text>
            </Stack>
            <CloseButton
              size="xs"
              aria-label={t('files.remove', { name: f.name })}
              onClick={() => onRemove(f.key)}
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
