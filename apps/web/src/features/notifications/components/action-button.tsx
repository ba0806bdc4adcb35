import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { UserNotification } from '../types';

interface ActionButtonProps {
  notification: UserNotification;
  label: string;
  title: string;
  text: string;
  /** Goes to an address of the app (the caller owns the router). */
  onNavigate: (path: string) => void;
  /** Called after the action ran (e.g. to mark the notification read and close the popover). */
  onDone?: () => void;
}

/** 001 §3 action: `router` goes to a screen, `link` opens an external page, `modal` shows the details. */
export function ActionButton({ notification, label, title, text, onNavigate, onDone }: ActionButtonProps) {
  const [opened, modal] = useDisclosure(false);
  const action = notification.action;
  if (!action) return null;
  const meta = action.meta ?? {};
  if (action.type === 'link' && typeof meta.url === 'string') {
    return (
      <Button
        component="a"
        href={meta.url}
        target="_blank"
        rel="noopener noreferrer"
        size="compact-sm"
        variant="light"
        rightSection={<IconExternalLink size={14} aria-hidden />}
        onClick={onDone}
      >
        {label}
      </Button>
    );
  }
  if (action.type === 'router' && typeof meta.path === 'string') {
    const path = meta.path;
    return (
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          onNavigate(path);
          onDone?.();
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={modal.open}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          modal.close();
          onDone?.();
        }}
        title={title}
      >
        <Stack>
          <Text>{text}</Text>
        </Stack>
      </Modal>
    </>
  );
}
