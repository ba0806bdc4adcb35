import { Avatar, Indicator } from '@mantine/core';
import type { Credential } from '../types';
import { credentialName } from '../types';
import { activityView } from './activity';

/** The account's photo (or initials) with a dot in its state colour. */
export function CredentialAvatar({ credential, size = 36 }: { credential: Credential; size?: number }) {
  const view = activityView(credential);
  return (
    <Indicator color={view.color} size={10} offset={4} position="bottom-end" withBorder>
      <Avatar
        src={credential.photo_link}
        name={credentialName(credential)}
        color="initials"
        radius="xl"
        size={size}
      />
    </Indicator>
  );
}
