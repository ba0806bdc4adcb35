import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

const ns = ['ai', 'labels', 'common'];
/** 000 §2: /preferences/user/company-research and /preferences/workspace/auto-labels/{id}. */
export const aiRoutes: RouteObject[] = [
  {
    path: 'preferences/user/company-research',
    lazy: page(() => import('./pages/company-research-page'), 'CompanyResearchPage', ns),
  },
  {
    path: 'preferences/workspace/auto-labels/:id',
    lazy: page(() => import('./pages/auto-labels-page'), 'AutoLabelsPage', ns),
  },
];
