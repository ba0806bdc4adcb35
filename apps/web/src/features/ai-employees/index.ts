// The public face of ai-employees: what app/ and other features may use. Everything else is private.
export { aiEmployeesRoutes } from './routes';
export { hidesLanguageSwitcher } from './language';
