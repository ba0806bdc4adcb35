// The public face of notifications: what other areas may use. Everything else in this folder is private.
export { NotificationBell } from './components/notification-bell';
export { notificationsRoutes } from './routes';
