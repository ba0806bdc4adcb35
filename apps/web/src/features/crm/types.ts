/** CRM: the API's own shapes (packages/domain crm/entities and rules). */
export type {
  Board,
  BoardColumn,
  CrmOwner,
  DealCard,
  Pipeline,
  Stage,
  StageDealsPage,
} from '@leadloop/domain/crm/entities';
export type { CreateDealInput, UpdateDealInput } from '@leadloop/domain/crm/rules';

/** 000 §2 /crm/manage/{integration}: the CRMs the screens know (their manifests); any other name becomes `default`. */
export {
  CRM_PLATFORMS as CRM_INTEGRATIONS,
  type CrmPlatform as CrmIntegration,
} from '@leadloop/domain/crm/platforms';

/** Which deals the board shows: open ones (dragged between stages), or the won or lost ones. */
export const DEAL_VIEWS = ['open', 'won', 'lost'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];
