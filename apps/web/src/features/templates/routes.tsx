import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const templatesRoutes: RouteObject[] = [
  { path: 'templates/*', lazy: page(() => import('./pages/templates-page'), 'TemplatesPage') },
];
