import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { redirectRoute } from '../../lib/redirect-route';
import { myTasksRoute } from '../tasks';

/** 000 §2 Dashboard: /dashboard → my-dashboard; children my-dashboard, my-tasks (feature dash_tasks), activity. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(() => import('./pages/dashboard-layout'), 'DashboardLayout'),
    children: [
      // unknown children too go to my-dashboard, keeping the query (space, selected account)
      redirectRoute(undefined, '/dashboard/my-dashboard'),
      { path: 'my-dashboard', lazy: page(() => import('./pages/my-dashboard-page'), 'MyDashboardPage') },
      myTasksRoute,
      { path: 'activity', lazy: page(() => import('./pages/activity-page'), 'ActivityPage') },
      redirectRoute('*', '/dashboard/my-dashboard'),
    ],
  },
];
