import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/**
 * 000 §2 /admin/whitelabels/{status?} and /admin/whitelabels/{whitelabel}/{details|colors|options|
 * email-configuration|support}, relative to the admin layout: one lazy entry, the screens route inside it.
 */
export const adminWhitelabelRoutes: RouteObject[] = [
  {
    path: 'whitelabels/*',
    lazy: page(() => import('./pages'), 'WhitelabelRoutes', ['admin-whitelabels']),
  },
];
