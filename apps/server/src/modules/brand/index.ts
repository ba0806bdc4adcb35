// The public face of brand: what other areas may use. Everything else in this folder is private.
export {
  DEFAULT_BRAND,
  brandForHost,
  brandOf,
  getBrand,
  userBrandConfig,
  type BrandConfig,
} from './brand-config.js';
export { brandBaseUrl, mailBrandOf } from './mail-brand.js';
export { brandRoutes } from './routes.js';
