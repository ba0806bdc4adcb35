import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /search → /profiles/search-prospects, keeping the query (000 §2). */
function ToSearchProspects() {
  const { search } = useLocation();
  return <Navigate to={`/profiles/search-prospects${search}`} replace />;
}

/** 000 §2 the prospect finder (feature prospect_finder; billing FEATURE_PAGES gates both paths). */
export const finderRoutes: RouteObject[] = [
  { path: 'search/*', element: <ToSearchProspects /> },
  {
    path: 'profiles/search-prospects',
    lazy: page(() => import('./pages/finder-page'), 'FinderPage'),
  },
];
