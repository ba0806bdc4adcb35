export type {
  Whitelabel,
  WhitelabelStatus,
  WhitelabelUpdateBody,
  WhitelabelCreateBody,
} from '@leadloop/domain/admin/whitelabels';
