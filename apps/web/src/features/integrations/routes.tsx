import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { dialerIntegrationRoutes } from '../dialer';

/** 000 §2: /integrations (?type=crm), /integrations/automation (webhook, zapier), /integrations/api, dialer pages. */
export const integrationsRoutes: RouteObject[] = [
  { path: 'integrations', lazy: page(() => import('./pages/integrations-page'), 'IntegrationsPage') },
  { path: 'integrations/automation', lazy: page(() => import('./pages/webhooks-page'), 'WebhooksPage') },
  {
    path: 'integrations/automation/webhook',
    lazy: page(() => import('./pages/webhooks-page'), 'WebhooksPage'),
  },
  { path: 'integrations/api', lazy: page(() => import('./pages/api-tokens-page'), 'ApiTokensPage') },
  ...dialerIntegrationRoutes,
  { path: 'integrations/*', lazy: page(() => import('./pages/not-built-page'), 'NotBuiltPage') },
];
