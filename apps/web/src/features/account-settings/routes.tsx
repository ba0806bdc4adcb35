import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /settings/* — account settings of the selected account (000 §2 Account settings). */
export const accountSettingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: page(() => import('./components/settings-layout'), 'SettingsLayout'),
    children: [
      { index: true, lazy: page(() => import('./components/settings-index'), 'SettingsIndex') },
      { path: 'account', lazy: page(() => import('./components/account-page'), 'AccountPage') },
      { path: 'limits', lazy: page(() => import('./components/limits-page'), 'LimitsPage') },
      { path: 'location', lazy: page(() => import('./components/location-page'), 'LocationPage') },
      { path: 'blacklist', lazy: page(() => import('./components/blacklist-page'), 'BlacklistPage') },
      { path: 'connection', lazy: page(() => import('./components/connection-page'), 'ConnectionPage') },
      { path: 'signatures', lazy: page(() => import('./components/signatures-page'), 'SignaturesPage') },
      { path: 'voicemails', lazy: page(() => import('./components/voicemails-page'), 'VoicemailsPage') },
      { path: '*', lazy: page(() => import('./components/settings-index'), 'SettingsIndex') },
    ],
  },
];
