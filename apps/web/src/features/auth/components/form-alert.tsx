import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { translateMessage } from '../../../lib/messages';

/** A refused submit, in the user's language, above the form. */
export function FormAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {translateMessage(message)}
    </Alert>
  );
}
