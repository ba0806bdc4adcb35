// The public face of auth: what other areas may use. Everything else in this folder is private.
export { useLogout } from './api/logout';
export { useResendActivation } from './api/resend-activation';
export { sessionQueryOptions } from './api/validate-token';
export { authRoutes, errorRoutes } from './routes';
export type { User } from './types';
