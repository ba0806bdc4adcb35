import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { redirect } from 'react-router';

const NS = ['admin-whitelabels'] as const;
const list = () => import('./pages/whitelabels-page');
const layout = () => import('./pages/whitelabel-layout');

/**
 * 000 §2 /admin/whitelabels/{status?} and /admin/whitelabels/{whitelabel}/{details|colors|options|
 * email-configuration|support}, relative to the admin layout (the lead composes them under `admin`).
 */
export const adminWhitelabelRoutes: RouteObject[] = [
  { path: 'whitelabels', lazy: page(list, 'WhitelabelsPage', NS) },
  { path: 'whitelabels/active', lazy: page(list, 'WhitelabelsPage', NS) },
  { path: 'whitelabels/inactive', lazy: page(list, 'WhitelabelsPage', NS) },
  {
    path: 'whitelabels/:whitelabel',
    lazy: page(layout, 'WhitelabelLayout', NS),
    children: [
      {
        index: true,
        loader: ({ request }) => redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/details`),
      },
      { path: 'details', lazy: page(() => import('./pages/details-tab'), 'DetailsTab', NS) },
      { path: 'colors', lazy: page(() => import('./pages/colors-tab'), 'ColorsTab', NS) },
      { path: 'options', lazy: page(() => import('./pages/options-tab'), 'OptionsTab', NS) },
      { path: 'email-configuration', lazy: page(() => import('./pages/email-tab'), 'EmailTab', NS) },
      { path: 'support', lazy: page(() => import('./pages/support-tab'), 'SupportTab', NS) },
    ],
  },
];
