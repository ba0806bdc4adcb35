import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const agencyRoutes: RouteObject[] = [
  { path: 'agency/*', lazy: page(() => import('./pages/agency-page'), 'AgencyPage') },
];
