import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /unsubscribe/{id}: public, outside the shell (an email's unsubscribe link). */
export const publicTrackingRoutes: RouteObject[] = [
  {
    path: 'unsubscribe/:id',
    lazy: page(() => import('./pages/unsubscribe-page'), 'UnsubscribePage', ['tracking']),
  },
];
