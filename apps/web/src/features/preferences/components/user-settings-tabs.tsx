import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = ['basic', 'password', 'language', 'manual-approval', 'notifications'] as const;

/** Tabs of /preferences/user/<tab> (manual approval, notifications… join as their features land). */
export function UserSettingsTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(`/preferences/user/${tab}`)) ?? 'basic';
  return (
    <Tabs value={current} onChange={(tab) => tab && navigate(`/preferences/user/${tab}`)}>
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`user-tab-${tab}`}>
            {t(`preferences.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
