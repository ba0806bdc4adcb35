// The public face of proxy: what other areas may use. Everything else in this folder is private.
export { proxyRoutes } from './routes.js';
