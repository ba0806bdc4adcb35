import { Container, ScrollArea, Stack, Tabs } from '@mantine/core';
import { IconActivity, IconChecklist, IconLayoutDashboard } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useFeatures } from '../../credentials';
import { useAppSessionContext } from '../../spaces';
import { useDashboardLive } from '../api/fetch-dashboard';

const TABS = [
  { value: 'my-dashboard', label: 'tabs.myDashboard', icon: IconLayoutDashboard },
  { value: 'my-tasks', label: 'tabs.myTasks', icon: IconChecklist },
  { value: 'activity', label: 'tabs.activity', icon: IconActivity },
] as const;

/** /dashboard/*: the title and the tabs my-dashboard, my-tasks (feature dash_tasks), activity (000 §2). */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { currentSpaceId } = useAppSessionContext();
  const features = useFeatures(currentSpaceId);
  useDashboardLive();
  // My tasks shows when the tier has dash_tasks (every tier has it by default); hidden only when the
  // workspace's features say it is off.
  const hasTasks = !features.data || Boolean(features.data.features.dash_tasks);
  const tab = pathname.split('/')[2] ?? '';
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('title')}</PageTitle>
        <ScrollArea type="never" offsetScrollbars={false}>
          <Tabs
            value={TABS.some((x) => x.value === tab) ? tab : null}
            onChange={(v) => v && navigate(`/dashboard/${v}${search}`)}
          >
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {TABS.filter((x) => x.value !== 'my-tasks' || hasTasks).map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                  {t(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        <Outlet />
      </Stack>
    </Container>
  );
}
