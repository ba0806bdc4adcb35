import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const reportsRoutes: RouteObject[] = [
  { path: 'reports/*', lazy: page(() => import('./pages/reports-page'), 'ReportsPage') },
];
