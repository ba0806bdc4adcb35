import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = ['basic', 'users', 'appearance', 'domains'] as const;

/** Tabs of /preferences/workspace/<tab>/:id (more tabs join as their features land). */
export function WorkspaceSettingsTabs({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('spaces');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(`/preferences/workspace/${tab}/`)) ?? 'basic';
  return (
    <Tabs value={current} onChange={(tab) => tab && navigate(`/preferences/workspace/${tab}/${spaceId}`)}>
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`workspace-tab-${tab}`}>
            {t(`settings.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
