// The public face of brand: what other areas may use. Everything else in this folder is private.
export { DEFAULT_BRAND, brandQueryOptions, useBrand } from './api/fetch-brand';
export type { Brand } from './types';
export { useBrandDocument } from './brand-document';
