import type { ReactNode } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

/** Avatar with a title, a hint and an upload button (user and workspace photos). */
export function PhotoField({
  src,
  name,
  title,
  hint,
  uploadLabel,
  onFile,
  uploading,
  canEdit = true,
  avatarProps,
}: {
  src: string | null | undefined;
  name: string;
  title: ReactNode;
  hint: string;
  uploadLabel: string;
  onFile: (file: File | null) => void;
  uploading: boolean;
  canEdit?: boolean;
  avatarProps: { color: string; radius: 'md' | 'xl' };
}) {
  return (
    <Group gap="md">
      <Avatar src={src} name={name} size={72} {...avatarProps} />
      <Stack gap={4} align="flex-start" miw={0} style={{ flex: 1 }}>
        <Text fw={600} style={{ wordBreak: 'break-all' }}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        {canEdit && (
          <FileButton onChange={onFile} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="compact-sm"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
              >
                {uploadLabel}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Group>
  );
}
