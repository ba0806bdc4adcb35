import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** A workspace owner's privacy screen (issue 42): data-subject requests and the audit log. */
export const agencyRoutes: RouteObject[] = [
  { path: 'privacy/*', lazy: page(() => import('./pages/agency-page'), 'AgencyPage', ['agency']) },
];
