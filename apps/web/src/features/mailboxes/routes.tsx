import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const mailboxesRoutes: RouteObject[] = [
  { path: 'mailboxes/*', lazy: page(() => import('./pages/mailboxes-page'), 'MailboxesPage') },
];
