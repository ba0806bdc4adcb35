import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { adminPlansRoutes } from '../../admin-plans';
import { elementRoutes } from '../../../lib/element-routes';
import { ColorsTab } from './colors-tab';
import { DetailsTab } from './details-tab';
import { EmailTab } from './email-tab';
import { OptionsTab } from './options-tab';
import { SupportTab } from './support-tab';
import { WhitelabelLayout } from './whitelabel-layout';
import { WhitelabelsPage } from './whitelabels-page';

const ROUTES: RouteObject[] = [
  { index: true, element: <WhitelabelsPage /> },
  { path: 'active', element: <WhitelabelsPage status="active" /> },
  { path: 'inactive', element: <WhitelabelsPage status="inactive" /> },
  {
    path: ':whitelabel',
    element: <WhitelabelLayout />,
    children: [
      { index: true, element: <Navigate to="details" replace /> },
      { path: 'details', element: <DetailsTab /> },
      { path: 'colors', element: <ColorsTab /> },
      { path: 'options', element: <OptionsTab /> },
      { path: 'email-configuration', element: <EmailTab /> },
      { path: 'support', element: <SupportTab /> },
      // plans, pricing, buzz pricing, billing, health-index notifications (admin-plans), in this layout's tabs
      ...elementRoutes(adminPlansRoutes),
    ],
  },
];

/**
 * Every admin white-label screen, one chunk with its own routes (the shell's routes table holds only the
 * `whitelabels/*` entry: its JS budget has no room for more).
 */
export function WhitelabelRoutes() {
  return useRoutes(ROUTES);
}
