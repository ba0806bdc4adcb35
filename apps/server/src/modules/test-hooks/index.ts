// The public face of test-hooks: what other areas may use. Everything else in this folder is private.
export { engineTestRoutes } from './engine-routes.js';
export { testHooksRoutes } from './routes.js';
export { sandboxTestRoutes } from './sandbox-routes.js';
