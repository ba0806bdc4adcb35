import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const legalRoutes: RouteObject[] = [
  { path: 'terms-of-use', lazy: page(() => import('./components/legal-page'), 'TermsPage') },
  { path: 'privacy-policy', lazy: page(() => import('./components/legal-page'), 'PrivacyPage') },
];
