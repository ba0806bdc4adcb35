import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const finderRoutes: RouteObject[] = [
  { path: 'finder/*', lazy: page(() => import('./pages/finder-page'), 'FinderPage') },
];
