// The public face of inbox: what other areas may use. Everything else in this folder is private.
export { InboxNavBadge, InboxTabIndicator, UnreadTitle } from './components/unread-badge';
export { inboxRoutes } from './routes';
