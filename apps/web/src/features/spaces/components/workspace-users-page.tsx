import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { getCurrentUserId } from '../../../lib/current-space';
import { translateMessage } from '../../../lib/messages';
import { useSpaces } from '../api/fetch-spaces';
import { useSpaceInfo } from '../api/space-info';
import { InviteByEmailCard } from './invite-by-email-card';
import { InviteCodeCard } from './invite-code-card';
import { InvitesCard } from './invites-card';
import { MembersCard } from './members-card';
import { WorkspaceSettingsTabs } from './workspace-settings-tabs';

/** /preferences/workspace/users/:id — members, the invite code and email invites. */
export function WorkspaceUsersPage() {
  const { t } = useTranslation('spaces');
  const { id = '' } = useParams();
  const info = useSpaceInfo(id);
  const spaces = useSpaces();
  const isAdmin = spaces.data?.some((s) => s._id === id && s.is_admin) ?? false;

  if (info.isPending) return <PageState kind="loading" />;
  if (info.isError)
    return (
      <PageState
        kind="error"
        title={t('common.loadError')}
        description={translateMessage(info.error.message)}
      />
    );

  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>{t('settings.title')}</Title>
      <WorkspaceSettingsTabs spaceId={id} />
      <Stack gap={4}>
        <Title order={3}>{t('users.title')}</Title>
        <Text c="dimmed">{t('users.subtitle', { name: info.data.name })}</Text>
      </Stack>
      {isAdmin && <InviteCodeCard spaceId={id} />}
      {isAdmin && <InviteByEmailCard spaceId={id} />}
      <MembersCard workspace={info.data} viewerId={getCurrentUserId()} viewerIsAdmin={isAdmin} />
      {isAdmin && <InvitesCard spaceId={id} />}
    </Stack>
  );
}
