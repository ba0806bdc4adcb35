import { redirect, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { toIntegration } from './lib';

/**
 * 000 §2 CRM: /crm (which CRM), /crm/manage-last (the CRM last opened, saved in this browser, else the
 * native one) and /crm/manage/{integration} — pipedrive, hubspot or default; any other name becomes default.
 */
export const crmRoutes: RouteObject[] = [
  {
    path: 'crm',
    children: [
      { index: true, lazy: page(() => import('./pages/crm-home-page'), 'CrmHomePage', ['crm']) },
      {
        path: 'manage-last',
        loader: ({ request }) =>
          redirect(
            `/crm/manage/${toIntegration(storage.get(STORAGE_KEYS.selectedCrm))}${new URL(request.url).search}`,
          ),
      },
      {
        path: 'manage/:integration',
        lazy: page(() => import('./pages/crm-manage-page'), 'CrmManagePage', ['crm']),
      },
      { path: '*', loader: ({ request }) => redirect(`/crm${new URL(request.url).search}`) },
    ],
  },
];
