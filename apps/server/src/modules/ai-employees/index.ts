// The public face of ai-employees: what other areas may use. Everything else in this folder is private.
export { aiEmployeesRoutes } from './routes.js';
