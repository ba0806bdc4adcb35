/** Prospect shapes: the API's own schemas (packages/domain prospects/entities). */
import type { LeadStatus } from '@leadloop/domain/labels/enums';
import type { ProspectCampaignStatus, Relation } from '@leadloop/domain/campaigns/enums';

export type { LeadStatus, ProspectCampaignStatus, Relation };
export type {
  ProspectCardCampaign,
  ProspectDetail,
  ProspectNote,
  ProspectPage,
  TimelineItem,
} from '@leadloop/domain/prospects/entities';
import type {
  ProspectCampaign as ListCampaign,
  ProspectCardCampaign,
  ProspectListItem,
} from '@leadloop/domain/prospects/entities';

/** A prospect's campaign as the list gives it; the card adds dates, the explanation and `next`. */
export type ProspectCampaign = ListCampaign & Partial<Omit<ProspectCardCampaign, keyof ListCampaign>>;

/** 001 §3 Prospect as GET /profiles lists it: with its lead status and campaigns. */
export type Prospect = ProspectListItem;
