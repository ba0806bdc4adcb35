import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { MyTasksPlaceholder } from './pages/my-tasks-placeholder';

/** /dashboard and unknown children go to my-dashboard, keeping the query (space, selected account). */
function ToMyDashboard() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/my-dashboard${search}`} replace />;
}

/** 000 §2 Dashboard: /dashboard → my-dashboard; children my-dashboard, my-tasks (feature dash_tasks), activity. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(() => import('./pages/dashboard-layout'), 'DashboardLayout'),
    children: [
      { index: true, element: <ToMyDashboard /> },
      { path: 'my-dashboard', lazy: page(() => import('./pages/my-dashboard-page'), 'MyDashboardPage') },
      // TODO(lead): replace with `myTasksRoute` from features/tasks at merge.
      { path: 'my-tasks', element: <MyTasksPlaceholder /> },
      { path: 'activity', lazy: page(() => import('./pages/activity-page'), 'ActivityPage') },
      { path: '*', element: <ToMyDashboard /> },
    ],
  },
];
