import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** 000 §2: /v/{videoId}, public, outside the shell (no navigation or header). */
export const publicVideoRoutes: RouteObject[] = [
  {
    path: 'v/:videoId',
    lazy: page(() => import('./pages/public-video-page'), 'PublicVideoPage', ['videos']),
  },
];
