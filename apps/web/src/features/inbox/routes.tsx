import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

const mobile = () => import('./pages/mobile-pages');

/** 000 §2 /inbox/{profileId?}; on mobile /inbox goes to dialogs, with chat and info screens. */
export const inboxRoutes: RouteObject[] = [
  { path: 'inbox/dialogs', lazy: page(mobile, 'DialogsPage') },
  { path: 'inbox/chat/:profileId', lazy: page(mobile, 'ChatPage') },
  { path: 'inbox/info/:profileId', lazy: page(mobile, 'InfoPage') },
  { path: 'inbox/:profileId?', lazy: page(() => import('./pages/inbox-page'), 'InboxPage') },
];
