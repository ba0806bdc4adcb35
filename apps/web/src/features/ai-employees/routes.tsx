import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const aiEmployeesRoutes: RouteObject[] = [
  { path: 'ai-employees/*', lazy: page(() => import('./pages/ai-employees-page'), 'AiEmployeesPage') },
];
