import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** 000 §2 Prospects: /profiles → my-prospects, with the child {profileId}. */
export const prospectsRoutes: RouteObject[] = [
  { path: 'profiles', element: <Navigate to="/profiles/my-prospects" replace /> },
  { path: 'profiles/my-prospects', lazy: page(() => import('./pages/my-prospects-page'), 'MyProspectsPage') },
  {
    path: 'profiles/my-prospects/:profileId',
    lazy: page(() => import('./pages/prospect-page'), 'ProspectPage'),
  },
];
