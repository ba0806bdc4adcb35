import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountSettingsRoutes } from '../features/account-settings';
import { authRoutes, errorRoutes } from '../features/auth';
import { campaignsRoutes, clearWorkflowUnlessEditing } from '../features/campaigns';
import { credentialsRoutes } from '../features/credentials';
import { inboxRoutes } from '../features/inbox';
import { labelsRoutes } from '../features/labels';
import { prospectsRoutes } from '../features/prospects';
import { legalRoutes } from '../features/legal';
import { preferencesRoutes } from '../features/preferences';
import { notificationsRoutes } from '../features/notifications';
import { billingStateRoutes, spaceRoutes, spaceShellRoutes } from '../features/spaces';
import { reportsRoutes } from '../features/reports';
import { dashboardRoutes } from '../features/dashboard';
import { templatesRoutes } from '../features/templates';
import { integrationsRoutes } from '../features/integrations';
import { crmRoutes } from '../features/crm';
import { billingRoutes } from '../features/billing';
import { publicVideoRoutes } from '../features/videos';
import { adminRoutes } from '../features/admin';
import { publicTrackingRoutes } from '../features/tracking';
import { aiKnowledgeRoutes } from '../features/ai-knowledge';
import { aiEmployeesRoutes } from '../features/ai-employees';
import { finderRoutes } from '../features/finder';
import { mailboxesRoutes } from '../features/mailboxes';
import { agencyRoutes } from '../features/agency';
import { PageState } from '../components/page-state';
import { lazyPage as page } from '../lib/lazy-page';
import { redirectRoute } from '../lib/redirect-route';
import { SHELL_NAMESPACES } from '../lib/i18n';
import { Root } from './root';
import { RouteError } from './route-error';
import { routePaths } from './route-paths';
import { WorkspacePreferencesRedirect } from './workspace-preferences-redirect';

/** An area that is not built yet: a translated "coming soon" page inside the shell. */
const comingSoon = (path: string, area: string): RouteObject => ({
  path,
  // its own chunk (with its icon): no screen the shell opens first is "coming soon"
  lazy: async () => {
    const { ComingSoonPage } = await import('./shell/coming-soon-page');
    return { Component: () => <ComingSoonPage area={area} /> };
  },
});

/**
 * Screens inside the signed-in shell. To add a feature: export its `RouteObject[]` from
 * `features/<feature>/routes.tsx`, spread it here and delete its `comingSoon(...)` line.
 */
const shellRoutes: RouteObject[] = [
  redirectRoute(undefined, '/campaigns/my-campaigns'),
  ...spaceShellRoutes,
  ...preferencesRoutes,
  ...dashboardRoutes,
  ...notificationsRoutes,
  ...finderRoutes,
  ...campaignsRoutes,
  ...prospectsRoutes,
  comingSoon('profiles/*', 'profiles'),
  ...inboxRoutes,
  ...reportsRoutes,
  ...mailboxesRoutes,
  ...accountSettingsRoutes,
  ...crmRoutes,
  ...templatesRoutes,
  ...integrationsRoutes,
  ...billingRoutes,
  ...credentialsRoutes,
  ...aiEmployeesRoutes,
  ...adminRoutes,
  ...aiKnowledgeRoutes,
  ...agencyRoutes,
  { path: 'preferences', element: <Navigate to="/preferences/user/basic" replace /> },
  { path: 'preferences/user', element: <Navigate to="/preferences/user/basic" replace /> },
  { path: 'preferences/workspace', element: <WorkspacePreferencesRedirect /> },
  ...labelsRoutes,
  // the other preferences tabs: AI company research and auto-labels, or "coming soon"
  { path: 'preferences/*', lazy: page(() => import('./preferences-more'), 'PreferencesMore') },
  { path: '*', element: <Navigate to="/campaigns" replace /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    // Shown while the first screen's lazy chunk loads (and silences React Router's missing-fallback warning).
    hydrateFallbackElement: <PageState kind="loading" />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [...authRoutes, ...spaceRoutes],
      },
      {
        lazy: page(() => import('./layouts/plain-layout'), 'PlainLayout'),
        children: [...legalRoutes, ...errorRoutes, ...billingStateRoutes],
      },
      ...publicVideoRoutes,
      ...publicTrackingRoutes,
      // The signed-in shell (sidebar, header, account switcher) is its own chunk, like each area's screens.
      {
        lazy: page(() => import('./shell/app-shell'), 'AppShell', SHELL_NAMESPACES, 'first'),
        errorElement: <RouteError />,
        children: shellRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
// The newcomer tour (e2e/tour.spec.ts) walks every path of this table, so a new route joins it by itself; it
// moves between them as a link would (client-side), which keeps a walk through them all fast.
Object.assign(window, {
  __leadloopRoutes: { paths: routePaths(routes), navigate: (to: string) => router.navigate(to) },
});
// 000 §4: the workflow kept in the session is cleared unless the target edits it.
clearWorkflowUnlessEditing(router.state.location.pathname);
router.subscribe((state) => clearWorkflowUnlessEditing(state.location.pathname));
