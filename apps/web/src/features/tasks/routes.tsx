import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** 000 §2 dashboard child my-tasks (feature dash_tasks); the dashboard mounts it under /dashboard. */
export const myTasksRoute: RouteObject = {
  path: 'my-tasks',
  lazy: page(() => import('./pages/my-tasks-page'), 'MyTasksPage'),
};
