import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /profiles → my-prospects, keeping the query (selectedCred, space, filters). */
function ToMyProspects() {
  const { search } = useLocation();
  return <Navigate to={`/profiles/my-prospects${search}`} replace />;
}

/** 000 §2 Prospects: /profiles → my-prospects, with the child {profileId}. */
export const prospectsRoutes: RouteObject[] = [
  { path: 'profiles', element: <ToMyProspects /> },
  { path: 'profiles/my-prospects', lazy: page(() => import('./pages/my-prospects-page'), 'MyProspectsPage') },
  {
    path: 'profiles/enrichment',
    lazy: page(() => import('./pages/enrichment-settings-page'), 'EnrichmentSettingsPage'),
  },
  {
    path: 'profiles/my-prospects/:profileId',
    lazy: page(() => import('./pages/prospect-page'), 'ProspectPage'),
  },
];
