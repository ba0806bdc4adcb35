import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileText, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadAttachment } from '../api/attachments';
import { fileSize } from '../lib/format';
import type { Attachment } from '../types';

/** The files of a message, each a download button with its size. */
export function MessageAttachments({ files }: { files: Attachment[] }) {
  const { t, i18n } = useTranslation('inbox');
  if (!files.length) return null;
  return (
    <Group gap={6} mt={6} data-testid="message-attachments">
      {files.map((f) => {
        const Icon = f.content_type.startsWith('image/') ? IconPhoto : IconFileText;
        return (
          <Button
            key={f._id}
            size="compact-xs"
            variant="default"
            radius="xl"
            leftSection={<Icon size={13} />}
            rightSection={<IconDownload size={12} />}
            aria-label={t('files.download', { name: f.filename })}
            onClick={() => downloadAttachment(f).catch(notify.error)}
            maw={260}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{f.filename}</span>
            <span style={{ opacity: 0.65, marginLeft: 6 }}>{fileSize(f.size, i18n.language)}</span>
          </Button>
        );
      })}
    </Group>
  );
}
