import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { useSpaces } from '../api/fetch-spaces';
import { useSpaceInfo } from '../api/space-info';
import type { Workspace } from '../types';
import { WorkspaceSettingsTabs } from './workspace-settings-tabs';
import { PageTitle } from '../../../components/page-title';

/**
 * The workspace settings pages (/preferences/workspace/<tab>/:id): loads the workspace, shows its
 * loading and error states, the title and tabs, then the tab's content.
 */
export function WorkspaceSettingsFrame({
  children,
}: {
  children: (workspace: Workspace, isAdmin: boolean) => ReactNode;
}) {
  const { t } = useTranslation('spaces');
  const { id = '' } = useParams();
  const info = useSpaceInfo(id);
  const spaces = useSpaces();
  const isAdmin = spaces.data?.some((s) => s._id === id && s.is_admin) ?? false;

  if (info.isPending) return <PageState kind="loading" />;
  if (info.isError)
    return <PageState kind="error" title={t('common.loadError')} description={translateError(info.error)} />;
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <WorkspaceSettingsTabs spaceId={id} />
      {children(info.data, isAdmin)}
    </Stack>
  );
}
