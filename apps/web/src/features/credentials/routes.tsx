import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /credentials/add and /credentials/add-first (000 §2 Credentials). */
export const credentialsRoutes: RouteObject[] = [
  { path: 'credentials/add', lazy: page(() => import('./components/add-account-page'), 'AddAccountPage') },
  {
    path: 'credentials/add-first',
    lazy: page(() => import('./components/add-account-page'), 'AddFirstAccountPage'),
  },
  { path: 'credentials/*', lazy: page(() => import('./components/add-account-page'), 'AddAccountPage') },
];
