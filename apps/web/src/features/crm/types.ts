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

/** 000 §2 /crm/manage/{integration}: the CRMs the screens know; any other name becomes `default`. */
export const CRM_INTEGRATIONS = ['default', 'hubspot', 'pipedrive'] as const;
export type CrmIntegration = (typeof CRM_INTEGRATIONS)[number];

/** Which deals the board shows: open ones (dragged between stages), or the won or lost ones. */
export const DEAL_VIEWS = ['open', 'won', 'lost'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];
