// The public face of brand: what other areas may use. Everything else in this folder is private.
export { DEFAULT_BRAND, getBrand, userBrandConfig } from './brand-config.js';
export { brandRoutes } from './routes.js';
