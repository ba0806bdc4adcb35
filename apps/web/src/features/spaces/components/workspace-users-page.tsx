import { Stack, Text, Title } from '@mantine/core';
import { WorkspaceSettingsFrame } from './workspace-settings-frame';
import { useTranslation } from 'react-i18next';
import { getCurrentUserId } from '../../../lib/current-space';
import { InviteByEmailCard } from './invite-by-email-card';
import { InviteCodeCard } from './invite-code-card';
import { InvitesCard } from './invites-card';
import { MembersCard } from './members-card';

/** /preferences/workspace/users/:id — members, the invite code and email invites. */
export function WorkspaceUsersPage() {
  const { t } = useTranslation('spaces');
  return (
    <WorkspaceSettingsFrame>
      {(workspace, isAdmin) => (
        <>
          <Stack gap={4}>
            <Title order={3}>{t('users.title')}</Title>
            <Text c="dimmed">{t('users.subtitle', { name: workspace.name })}</Text>
          </Stack>
          {isAdmin && <InviteCodeCard spaceId={workspace._id} />}
          {isAdmin && <InviteByEmailCard spaceId={workspace._id} />}
          <MembersCard workspace={workspace} viewerId={getCurrentUserId()} viewerIsAdmin={isAdmin} />
          {isAdmin && <InvitesCard spaceId={workspace._id} />}
        </>
      )}
    </WorkspaceSettingsFrame>
  );
}
