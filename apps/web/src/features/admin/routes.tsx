import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

const ADMIN_NAMESPACES = ['common', 'admin'] as const;

/** /admin/* (000 §2 Admin): the console is one chunk with its own routes, loaded only when opened. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/*', lazy: page(() => import('./admin-app'), 'AdminApp', ADMIN_NAMESPACES) },
];

/**
 * The white label's managers and buzz-managers tabs (relative, lazy), for the white label's layout
 * (`/admin/whitelabels/:whitelabel/…`).
 */
export const adminWhitelabelTabRoutes: RouteObject[] = [
  {
    path: 'managers',
    lazy: page(() => import('./pages/managers-page'), 'ManagersTab', ADMIN_NAMESPACES),
  },
  {
    path: 'buzz-managers',
    lazy: page(() => import('./pages/managers-page'), 'BuzzManagersTab', ADMIN_NAMESPACES),
  },
];
