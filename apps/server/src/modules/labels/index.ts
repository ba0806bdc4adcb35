// The public face of labels: what other areas may use. Everything else in this folder is private.
export { toLabelView } from './labels.js';
export { labelsRoutes } from './routes.js';
