// The public face of templates: what other areas may use. Everything else in this folder is private.
export { templatesRoutes } from './routes.js';
