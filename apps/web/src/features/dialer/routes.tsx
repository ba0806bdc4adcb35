import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { CALL_RECORDINGS_PATH, PHONE_NUMBERS_PATH } from './paths';

/** 000 §2 /integrations: the dialer's phone-numbers and call-recordings pages (listed by integrations). */
export const dialerIntegrationRoutes: RouteObject[] = [
  {
    path: PHONE_NUMBERS_PATH.slice(1),
    lazy: page(() => import('./pages/phone-numbers-page'), 'PhoneNumbersPage', ['dialer']),
  },
  {
    path: CALL_RECORDINGS_PATH.slice(1),
    lazy: page(() => import('./pages/call-recordings-page'), 'CallRecordingsPage', ['dialer']),
  },
];
