import type { RouteObject } from 'react-router';

/** /admin/* (000 §2 Admin): the console is its own chunks with its own routes, loaded only when opened. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/*', lazy: () => import('./load').then((m) => m.loadAdminApp()) },
];

/**
 * The white label's managers and buzz-managers tabs (relative, lazy), for the white label's layout
 * (`/admin/whitelabels/:whitelabel/…`).
 */
export const adminWhitelabelTabRoutes: RouteObject[] = [
  { path: 'managers', lazy: () => import('./load').then((m) => m.loadManagersTab()) },
  { path: 'buzz-managers', lazy: () => import('./load').then((m) => m.loadBuzzManagersTab()) },
];
