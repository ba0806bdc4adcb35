import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { redirectRoute } from '../../lib/redirect-route';

const builder = () => import('./pages/campaign-builder-page');

/** 000 §2 Campaigns: /campaigns/*, /campaign/add, /campaign/edit/{id}, /smart-sequences[/edit/{id}]. */
export const campaignsRoutes: RouteObject[] = [
  redirectRoute('campaigns', '/campaigns/my-campaigns'),
  { path: 'campaigns/duplicate', lazy: page(() => import('./pages/duplicate-page'), 'DuplicatePage') },
  {
    path: 'campaigns/:tab/:filter?',
    // the first screen of most visits: only its own words wait (the others load once it is up)
    lazy: page(() => import('./pages/campaigns-page'), 'CampaignsPage', ['campaigns']),
  },
  { path: 'campaign/add', lazy: page(builder, 'AddCampaignPage') },
  { path: 'campaign/edit/:id', lazy: page(builder, 'AddCampaignPage') },
  { path: 'campaign/*', element: <Navigate to="/campaigns/my-campaigns" replace /> },
  { path: 'smart-sequences', lazy: page(builder, 'SmartSequencePage') },
  { path: 'smart-sequences/edit/:id', lazy: page(builder, 'SmartSequencePage') },
  { path: 'smart-sequences/*', element: <Navigate to="/smart-sequences" replace /> },
];

export { clearWorkflowUnlessEditing } from './lib/draft-storage';
