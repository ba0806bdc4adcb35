import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /preferences/user/notifications (000 §2 preferences user children). */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'preferences/user/notifications',
    lazy: page(() => import('./pages/notification-preferences-page'), 'NotificationPreferencesPage'),
  },
];
