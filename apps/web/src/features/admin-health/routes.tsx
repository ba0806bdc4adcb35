import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

const NS = ['admin-health'];

/** Paths relative to the admin layout (/admin/…). */
export const adminHealthRoutes: RouteObject[] = [
  { path: 'health-index', lazy: page(() => import('./pages/health-index-page'), 'HealthIndexPage', NS) },
  { path: 'monitoring', lazy: page(() => import('./pages/monitoring-page'), 'MonitoringPage', NS) },
  { path: 'charts-admin', lazy: page(() => import('./pages/charts-admin-page'), 'ChartsAdminPage', NS) },
];
