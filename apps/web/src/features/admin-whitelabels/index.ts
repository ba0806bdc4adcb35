// The public face of admin-whitelabels: the routes the admin layout mounts. Everything else is private.
export { adminWhitelabelRoutes } from './routes';
