import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** 000 §2 Billing (one lazy entry; the sub-routes live in its chunk: pages/billing-routes.tsx). */
export const billingRoutes: RouteObject[] = [
  { path: 'billing/*', lazy: page(() => import('./pages/billing-routes'), 'BillingRoutes', ['billing']) },
];
