import { lazy, Suspense, useState } from 'react';
import { AppShell as MantineAppShell, Box } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../components/page-state';
import { useBrand, DEFAULT_BRAND } from '../../features/brand';
import { useLogout } from '../../features/auth';
import { LazySampleBanner, LazyWorkspaceSwitcher, useAppSessionContext } from '../../features/spaces';
import { DeferredUpgradeHost } from '../../features/billing';
import { UnreadTitle } from '../../features/inbox';
import { LazyImpersonationBanner } from '../../features/admin';
import { STORAGE_KEYS } from '../../lib/storage';
import { Header } from './header';
import { HorizontalNav } from './horizontal-nav';
import { MobileTabs } from './mobile-tabs';
import { bottomLinksOf, visibleNavGroups } from './nav-items';
import { Sidebar } from './sidebar';
import classes from './shell.module.css';
import { WorkspaceColor } from '../workspace-color';

// Shown only until the e-mail address is confirmed: its own chunk.
const EmailBanner = lazy(() => import('./email-banner').then((m) => ({ default: m.EmailBanner })));
const TrialBanner = lazy(() => import('./trial-banner').then((m) => ({ default: m.TrialBanner })));

export const HORIZONTAL_BELOW_PX = 1000; // 000 §2
export const MOBILE_BELOW_PX = 576;

/** Screens of the shell shown without its navigation (sidebar, header, tabs). */
const WITHOUT_NAVIGATION = /^\/templates\/videos\/constructor(\/|$)/;

/** The signed-in frame: sidebar (or horizontal nav / mobile tabs), header, banner and the page. */
export function AppShell() {
  const session = useAppSessionContext();
  const location = useLocation();
  const brand = useBrand().data ?? DEFAULT_BRAND;
  const { t } = useTranslation('shell');
  const logout = useLogout();
  // 000 §2: the restricted brand has no logout.
  const onLogout = brand.is_restricted ? undefined : () => logout.mutate();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
  });
  const horizontal = useMediaQuery(`(max-width: ${HORIZONTAL_BELOW_PX - 0.02}px)`) ?? false;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BELOW_PX - 0.02}px)`) ?? false;

  const { user, workspace, currentSpace } = session;
  const spaceInAddress = new URLSearchParams(location.search).get('space');
  if (!user || !workspace) return <PageState kind="loading" mih="100vh" />;

  const groups = visibleNavGroups({
    workspace,
    userId: user._id,
    isWorkspaceAdmin: Boolean(currentSpace?.is_admin),
    credentialsCount: session.credentialsCount,
    brandBilling: brand.is_billing_enabled,
  });
  const member = workspace.users.find((u) => u._id === user._id);
  const canSeeNotifications =
    Boolean(currentSpace?.is_admin) ||
    !member?.allowed_pages ||
    member.allowed_pages.includes('notifications');
  const bottomLinks = bottomLinksOf(brand, t('nav.referAndEarn'));
  const headerHeight = horizontal && !mobile ? 60 + 48 : 60;
  const trialBanner = workspace.trial && (
    <Suspense fallback={null}>
      <TrialBanner
        trial={workspace.trial}
        canChoosePlan={Boolean(currentSpace?.is_admin) && brand.is_billing_enabled}
      />
    </Suspense>
  );

  // 000 §2: the video constructor has no navigation (its own back button leads to /templates/videos).
  if (WITHOUT_NAVIGATION.test(location.pathname))
    return (
      // the shell's own background edge to edge: a screen of the app, only without its navigation
      <Box className={classes.main} mih="100vh">
        <Box component="main" p={{ base: 'sm', sm: 'lg' }} maw={1040} mx="auto">
          {trialBanner}
          <Suspense fallback={<PageState kind="loading" />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    );

  return (
    <MantineAppShell
      header={{ height: headerHeight }}
      navbar={{ width: collapsed ? 76 : 248, breakpoint: HORIZONTAL_BELOW_PX, collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: !mobile }}
      padding={mobile ? 'sm' : 'lg'}
    >
      <UnreadTitle title={brand.name} />
      <WorkspaceColor brand={brand} color={workspace.config.color} />
      <MantineAppShell.Header>
        <Box h={60}>
          <Header
            brand={brand}
            user={user}
            workspace={workspace}
            compact={mobile}
            canSeeNotifications={canSeeNotifications}
            canUseDialer={
              Boolean(currentSpace?.is_admin) ||
              !member?.allowed_pages ||
              member.allowed_pages.includes('dialer')
            }
            onSwitchWorkspace={() => setSwitcherOpen(true)}
            onLogout={onLogout}
            // without the sidebar (under 1000 px) the brand's links are in the account panel
            brandLinks={horizontal ? [...brand.sidebar_links, ...bottomLinks] : undefined}
          />
        </Box>
        {horizontal && !mobile && <HorizontalNav groups={groups} />}
      </MantineAppShell.Header>
      <MantineAppShell.Navbar>
        <Sidebar
          groups={groups}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          isPlatformAdmin={Boolean(user.admin_role)}
          backToAdminSpace={user.admin_role ? spaceInAddress : null}
          onLogout={onLogout}
          brandLinks={{ sidebar_links: brand.sidebar_links, bottom_links: bottomLinks }}
        />
      </MantineAppShell.Navbar>
      <MantineAppShell.Main className={classes.main}>
        <LazyImpersonationBanner />
        {!user.email_confirmed && (
          <Suspense fallback={null}>
            <EmailBanner email={user.email} />
          </Suspense>
        )}
        {workspace.sample_status && (
          <LazySampleBanner spaceId={workspace._id} building={workspace.sample_status === 'building'} />
        )}
        {trialBanner}
        <Suspense fallback={<PageState kind="loading" />}>
          <Outlet />
        </Suspense>
      </MantineAppShell.Main>
      {/* Only on phones: a collapsed footer is merely moved below the screen, still reachable by Tab. */}
      {mobile && (
        <MantineAppShell.Footer>
          <MobileTabs
            items={groups.flatMap((g) => g.items)}
            isPlatformAdmin={Boolean(user.admin_role)}
            onOpenSwitcher={() => setSwitcherOpen(true)}
          />
        </MantineAppShell.Footer>
      )}
      <LazyWorkspaceSwitcher
        opened={switcherOpen}
        onClose={() => setSwitcherOpen(false)}
        spaces={session.spaces}
        currentSpaceId={session.currentSpaceId}
        canCreate={!brand.is_restricted}
      />
      <DeferredUpgradeHost />
    </MantineAppShell>
  );
}
