import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** The signed-in user's preferences inside the shell (other tabs come with their features). */
export const preferencesRoutes: RouteObject[] = [
  {
    path: 'preferences/user/basic',
    lazy: page(() => import('./components/user-basic-page'), 'UserBasicPage'),
  },
  {
    path: 'preferences/user/password',
    lazy: page(() => import('./components/user-password-page'), 'UserPasswordPage'),
  },
  {
    path: 'preferences/user/language',
    lazy: page(() => import('./components/language-page'), 'LanguagePage'),
  },
  {
    path: 'preferences/user/manual-approval',
    lazy: page(() => import('./components/manual-approval-page'), 'ManualApprovalPage', [
      'common',
      'approvals',
      'campaigns',
    ]),
  },
];
