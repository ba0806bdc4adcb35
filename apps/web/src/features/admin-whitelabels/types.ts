export type {
  Whitelabel,
  WhitelabelStatus,
  WhitelabelUpdateBody,
  WhitelabelCreateBody,
  BrandSpace,
} from '@leadloop/domain/admin/whitelabels';
