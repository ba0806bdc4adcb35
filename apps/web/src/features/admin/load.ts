import { lazyPage as page } from '../../lib/lazy-page';
import { ensureNamespaces } from '../../lib/i18n';

/**
 * One hop between the app's first files and the console: the entry names only this small file, and this
 * file names the console's chunks (their list would otherwise ship in every first load).
 */
const ADMIN_NAMESPACES = ['common', 'admin'] as const;

export const loadAdminApp = page(() => import('./admin-app'), 'AdminApp', ADMIN_NAMESPACES);
export const loadManagersTab = page(() => import('./pages/managers-page'), 'ManagersTab', ADMIN_NAMESPACES);
export const loadBuzzManagersTab = page(
  () => import('./pages/managers-page'),
  'BuzzManagersTab',
  ADMIN_NAMESPACES,
);
export const loadBanner = () =>
  Promise.all([import('./components/impersonation-banner'), ensureNamespaces(['admin'])]).then(([m]) => ({
    default: m.ImpersonationBanner,
  }));
